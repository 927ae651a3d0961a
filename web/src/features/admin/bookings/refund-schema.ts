import { z } from 'zod';
import { dollarsToCents } from '@/lib/forms/money';

/** The server's limit for the note (characters). */
export const REFUND_NOTE_MAX_LENGTH = 500;

/**
 * The refund form: an amount in dollars, taxes included (empty: everything still refundable), why,
 * and a note the customer reads too. `refundableCents` is what is left to refund.
 */
export const refundSchema = (refundableCents: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .transform((text, context) => {
        if (text === '') return undefined;
        const cents = dollarsToCents(text);
        if (cents === null || cents <= 0) {
          context.addIssue({ code: 'custom', message: 'amountInvalid' });
          return z.NEVER;
        }
        if (cents > refundableCents) {
          context.addIssue({ code: 'custom', message: 'amountTooLarge' });
          return z.NEVER;
        }
        return cents;
      }),
    reason: z.enum(['guarantee', 'cancellation', 'no-seat', 'other']),
    note: z
      .string()
      .trim()
      .min(1, { error: 'noteRequired' })
      .max(REFUND_NOTE_MAX_LENGTH, { error: 'noteTooLong' }),
  });

export type RefundInput = z.input<ReturnType<typeof refundSchema>>;
export type RefundValues = z.output<ReturnType<typeof refundSchema>>;
