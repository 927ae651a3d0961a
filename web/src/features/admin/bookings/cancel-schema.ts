import { z } from 'zod';
import { dollarsToCents } from '@/lib/forms/money';
import { REASON_MAX_LENGTH } from '@/components/forms/ReasonField';

/** Why the office cancels, in a few words the customer reads in their email. */
export const cancelReason = z
  .string()
  .trim()
  .min(1, { error: 'reasonRequired' })
  .max(REASON_MAX_LENGTH, { error: 'reasonTooLong' });

/**
 * The office's cancellation of one booking (issue 41): why, in a few words the customer reads, and
 * what goes back of a paid booking: nothing, everything still refundable, or an amount in dollars.
 */
export const cancelSchema = (refundableCents: number) =>
  z
    .object({
      reason: cancelReason,
      refund: z.enum(['none', 'full', 'amount']),
      amount: z.string().trim(),
    })
    .transform((values, context) => {
      if (values.refund !== 'amount') return { reason: values.reason, refund: values.refund };
      const cents = dollarsToCents(values.amount);
      if (cents === null || cents <= 0) {
        context.addIssue({ code: 'custom', path: ['amount'], message: 'amountInvalid' });
        return z.NEVER;
      }
      if (cents > refundableCents) {
        context.addIssue({ code: 'custom', path: ['amount'], message: 'amountTooLarge' });
        return z.NEVER;
      }
      return { reason: values.reason, refund: { amountCents: cents } };
    });

export type CancelInput = z.input<ReturnType<typeof cancelSchema>>;
export type CancelValues = z.output<ReturnType<typeof cancelSchema>>;
