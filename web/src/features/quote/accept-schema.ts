import { z } from 'zod';
import { requiredText } from '@/lib/forms/rules';
import { messagesFromServer } from '@/lib/forms/server-errors';
import type { Acceptance } from './api/accept-quote';
import type { QuoteErrorKey } from './errors';

const tooLong = { error: 'tooLong' satisfies QuoteErrorKey };

/** Who accepts the quote: their name (required), title and purchase order number, as the server limits them. */
export const acceptQuoteSchema = z.object({
  name: requiredText<QuoteErrorKey>({ required: 'nameRequired', tooLong: 'tooLong' }, 120),
  title: z.string().trim().max(120, tooLong),
  purchaseOrder: z.string().trim().max(60, tooLong),
});

export type AcceptQuoteInput = z.input<typeof acceptQuoteSchema>;
export type AcceptQuoteValues = z.output<typeof acceptQuoteSchema>;

/** The form's fields, top to bottom: the first one in error gets the focus. */
export const acceptQuoteFields = [
  'name',
  'title',
  'purchaseOrder',
] as const satisfies readonly (keyof AcceptQuoteInput)[];

type AcceptQuoteField = (typeof acceptQuoteFields)[number];

/** The acceptance sent: the title and purchase order only when given. */
export function toAcceptance({ name, title, purchaseOrder }: AcceptQuoteValues): Acceptance {
  return { name, ...(title ? { title } : {}), ...(purchaseOrder ? { purchaseOrder } : {}) };
}

/** The server's reasons for refusing the form's fields, as message keys. */
export const acceptErrorsFromServer = (reasons: Readonly<Record<string, string>>) =>
  messagesFromServer<AcceptQuoteField, QuoteErrorKey>(reasons, acceptQuoteFields, {
    reasons: { 'too-long': 'tooLong' },
    required: { name: 'nameRequired' },
    fallback: 'invalid',
  });
