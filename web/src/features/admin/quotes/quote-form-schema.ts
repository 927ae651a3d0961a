import { z } from 'zod';
import { addDays } from '@/lib/format/calendar-date';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { checkDayOrder, dayFields, MAX_DAYS, toServerDays } from '@/lib/forms/days';
import { dollarsToCents } from '@/lib/forms/money';
import { isCalendarDate } from '@/lib/forms/rules';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { Resources } from '@/lib/i18n/resources';
import type { QuoteInput } from './api/types';

/** Keys of adminQuotes:editor.errors. */
export type QuoteErrorKey = keyof Resources['adminQuotes']['editor']['errors'];

const message = (key: QuoteErrorKey) => ({ error: key });

/** The server's limits. */
export const MAX_LINES = 30;
export const ADDRESS_MAX_LENGTH = 300;
export const CONTACT_NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const DESCRIPTION_MAX_LENGTH = 200;
export const NOTES_MAX_LENGTH = 2000;
const MAX_QUANTITY = 1000;
const MAX_UNIT_PRICE_CENTS = 100_000_000;
/** How long a new quote stays valid, in days. */
const VALID_FOR_DAYS = 30;

/** A quantity typed ("12", "1 000"): a whole number from 1 to 1000, else null. */
function quantityOf(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d{1,4}$/.test(compact)) return null;
  const quantity = Number(compact);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/** A unit price typed in dollars, as cents within the server's limit; else null. */
function unitPriceCentsOf(text: string): number | null {
  const cents = dollarsToCents(text);
  return cents !== null && cents <= MAX_UNIT_PRICE_CENTS ? cents : null;
}

/** A line's amount in cents (quantity × unit price), or null while either is not typed right. */
export function lineAmountCents(line: { quantity: string; unitPrice: string }): number | null {
  const quantity = quantityOf(line.quantity);
  const cents = unitPriceCentsOf(line.unitPrice);
  return quantity === null || cents === null ? null : quantity * cents;
}

/** One line: a course (its id, '' for none: a fee), what it says, how many, at what unit price. */
const lineFields = z.object({
  courseId: z.string(),
  description: z
    .string()
    .trim()
    .min(1, message('descriptionRequired'))
    .max(DESCRIPTION_MAX_LENGTH, message('descriptionTooLong')),
  quantity: z.string().transform((text, context) => {
    const quantity = quantityOf(text);
    if (quantity === null) {
      context.addIssue({ code: 'custom', message: 'quantityInvalid' });
      return z.NEVER;
    }
    return quantity;
  }),
  unitPrice: z
    .string()
    .trim()
    .min(1, message('priceRequired'))
    .transform((text, context) => {
      const cents = dollarsToCents(text);
      if (cents === null || cents > MAX_UNIT_PRICE_CENTS) {
        context.addIssue({
          code: 'custom',
          message: cents === null ? 'priceInvalid' : 'priceTooLarge',
        });
        return z.NEVER;
      }
      return cents;
    }),
});

/**
 * The company chosen: its id, and its name to show. None answers a request with the request's
 * company (one the site does not know yet is registered from it, its contact invited to manage it).
 */
const companyField = z.object({ id: z.number().int().positive(), name: z.string() }).nullable();

const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, message('contactEmailTooLong'))
  .refine(
    (email) => email === '' || z.email().safeParse(email).success,
    message('contactEmailInvalid'),
  );

/**
 * The quote editor: the company (picked among the office's), the training's address and language,
 * who receives it (optional: the request's contact, else the company's billing address), its days
 * (1 to 14, none before `today`), its lines (1 to 30, at least one for a course; unit prices in
 * dollars, integer cents out), the last day it can be accepted (today or later) and notes. Its
 * output is the request the server takes, `requestId` when it answers a training request.
 */
export function quoteFormSchema(today: string = todayInQuebec()) {
  return z
    .object({
      requestId: z.number().int().nullable(),
      company: companyField,
      address: z
        .string()
        .trim()
        .min(1, message('addressRequired'))
        .max(ADDRESS_MAX_LENGTH, message('addressTooLong')),
      language: z.enum(LANGUAGES, message('languageInvalid')),
      contactName: z.string().trim().max(CONTACT_NAME_MAX_LENGTH, message('contactNameTooLong')),
      contactEmail: optionalEmail,
      days: z
        .array(dayFields)
        .min(1, message('dateRequired'))
        .max(MAX_DAYS, message('tooManyDays')),
      lines: z
        .array(lineFields)
        .min(1, message('linesRequired'))
        .max(MAX_LINES, message('tooManyLines')),
      validUntil: z.string().superRefine((value, context) => {
        if (!isCalendarDate(value))
          context.addIssue({ code: 'custom', message: 'validUntilInvalid' });
        else if (value < today) context.addIssue({ code: 'custom', message: 'validUntilInPast' });
      }),
      notes: z.string().trim().max(NOTES_MAX_LENGTH, message('notesTooLong')),
    })
    .superRefine((values, context) => {
      if (values.company === null && values.requestId === null) {
        context.addIssue({ code: 'custom', path: ['company'], message: 'companyRequired' });
      }
      checkDayOrder(values.days, context);
      const first = values.days[0];
      if (first && isCalendarDate(first.date) && first.date < today) {
        context.addIssue({ code: 'custom', path: ['days', 0, 'date'], message: 'dateInPast' });
      }
      if (!values.lines.some((line) => line.courseId !== '')) {
        context.addIssue({ code: 'custom', path: ['lines'], message: 'courseRequired' });
      }
    })
    .transform((values): QuoteInput => ({
      ...(values.requestId !== null ? { requestId: values.requestId } : {}),
      ...(values.company ? { companyId: values.company.id } : {}),
      address: values.address,
      language: values.language,
      contactName: values.contactName,
      ...(values.contactEmail ? { contactEmail: values.contactEmail } : {}),
      days: toServerDays(values.days),
      lines: values.lines.map((line) => ({
        ...(line.courseId ? { courseId: Number(line.courseId) } : {}),
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPrice,
      })),
      validUntil: values.validUntil,
      notes: values.notes,
    }));
}

export type QuoteFormInput = z.input<ReturnType<typeof quoteFormSchema>>;
export type QuoteLineInput = QuoteFormInput['lines'][number];

/** A line as "Add a line" starts it: one of nothing yet. */
export function emptyLine(description = ''): QuoteLineInput {
  return { courseId: '', description, quantity: '1', unitPrice: '' };
}

/** A quote from scratch: one day and one line to fill in, valid for 30 days. */
export function blankQuoteForm(today: string = todayInQuebec()): QuoteFormInput {
  return {
    requestId: null,
    company: null,
    address: '',
    language: 'fr',
    contactName: '',
    contactEmail: '',
    days: [{ date: '', start: '', end: '' }],
    lines: [emptyLine()],
    validUntil: addDays(today, VALID_FOR_DAYS),
    notes: '',
  };
}
