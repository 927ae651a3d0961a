import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { centsToInput, dollarsToCents } from '@/lib/forms/money';
import { isCalendarDate } from '@/lib/forms/rules';
import type { Language } from '@/lib/i18n/languages';
import type { Resources } from '@/lib/i18n/resources';
import { PAYMENT_METHODS, type PaymentRequest } from './api/types';

/** Keys of admin:invoices.payment.errors. */
export type PaymentErrorKey = keyof Resources['admin']['invoices']['payment']['errors'];

/** The server's limit for the cheque's number or the transfer's reference (characters). */
export const PAYMENT_REFERENCE_MAX_LENGTH = 100;

const message = (key: PaymentErrorKey) => ({ error: key });

/**
 * The payment form: the method, the amount received in dollars (integer cents out, at least one
 * cent and at most `balanceCents`), the day it was received (a Quebec date, not after `today`)
 * and an optional reference.
 */
export function paymentSchema(balanceCents: number, today: string = todayInQuebec()) {
  return z.object({
    method: z.enum(PAYMENT_METHODS, message('methodRequired')),
    amount: z
      .string()
      .trim()
      .min(1, message('amountRequired'))
      // Bounds checked here, not by z.number(): twenty digits are too large, not "unsafe".
      .transform((text, context) => {
        const cents = dollarsToCents(text);
        if (cents === null) {
          context.addIssue({ code: 'custom', message: 'amountInvalid' });
          return z.NEVER;
        }
        if (cents < 1 || cents > balanceCents) {
          context.addIssue({
            code: 'custom',
            message: cents < 1 ? 'amountTooSmall' : 'amountTooLarge',
          });
          return z.NEVER;
        }
        return cents;
      }),
    receivedOn: z.string().superRefine((value, context) => {
      if (!isCalendarDate(value)) context.addIssue({ code: 'custom', message: 'dateInvalid' });
      else if (value > today) context.addIssue({ code: 'custom', message: 'dateInFuture' });
    }),
    reference: z.string().trim().max(PAYMENT_REFERENCE_MAX_LENGTH, message('referenceTooLong')),
  });
}

export type PaymentInput = z.input<ReturnType<typeof paymentSchema>>;
export type PaymentValues = z.output<ReturnType<typeof paymentSchema>>;

/** The form's starting values: a cheque of the whole balance, received today. */
export function paymentDefaults(
  balanceCents: number,
  language: Language,
  today: string = todayInQuebec(),
): PaymentInput {
  return {
    method: 'cheque',
    amount: centsToInput(balanceCents, language),
    receivedOn: today,
    reference: '',
  };
}

/** The request the form sends; no reference when none was typed. */
export function toPaymentRequest(values: PaymentValues): PaymentRequest {
  return {
    method: values.method,
    amountCents: values.amount,
    receivedOn: values.receivedOn,
    ...(values.reference ? { reference: values.reference } : {}),
  };
}

/** The form messages of a refused payment, by field: the server's fields with their reasons. */
export function paymentErrorsFromServer(
  error: Error,
): Partial<Record<keyof PaymentInput, PaymentErrorKey>> {
  const errors: Partial<Record<keyof PaymentInput, PaymentErrorKey>> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [name, reason] of Object.entries(error.fields)) {
    if (name === 'amountCents') {
      errors.amount = reason === 'amount-exceeds-balance' ? 'amountTooLarge' : 'amountInvalid';
    } else if (name === 'receivedOn') {
      errors.receivedOn = reason === 'in-the-future' ? 'dateInFuture' : 'dateInvalid';
    } else if (name === 'reference') {
      errors.reference = 'referenceTooLong';
    } else if (name === 'method') {
      errors.method = 'methodRequired';
    }
  }
  return errors;
}
