import type { Path } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';
import { dayErrorFromServer } from '@/lib/forms/days';
import { reasonMessage, type ReasonMessages } from '@/lib/forms/server-errors';
import type { QuoteErrorKey, QuoteFormInput } from './quote-form-schema';

type QuoteField = Path<QuoteFormInput>;

/** The form's messages, by field (`lines.1.unitPrice`), in the form's order. */
export type QuoteFieldErrors = Partial<Record<QuoteField, QuoteErrorKey>>;

type TopField =
  'company' | 'address' | 'language' | 'contactName' | 'contactEmail' | 'validUntil' | 'notes';

/** The server's names of the fields outside the days and lines, and the form's. */
const TOP_FIELDS: Readonly<Record<string, TopField>> = {
  companyId: 'company',
  address: 'address',
  language: 'language',
  contactName: 'contactName',
  contactEmail: 'contactEmail',
  validUntil: 'validUntil',
  notes: 'notes',
};

const topMessages: ReasonMessages<TopField, QuoteErrorKey> = {
  reasons: { 'invalid-email': 'contactEmailInvalid', 'in-the-past': 'validUntilInPast' },
  required: { company: 'companyRequired', address: 'addressRequired' },
  byField: {
    company: (reason) => (reason === 'required' ? 'companyRequired' : 'companyUnknown'),
    address: (reason) => (reason === 'too-long' ? 'addressTooLong' : undefined),
    language: () => 'languageInvalid',
    contactName: () => 'contactNameTooLong',
    contactEmail: (reason) => (reason === 'too-long' ? 'contactEmailTooLong' : undefined),
    validUntil: (reason) => (reason === 'in-the-past' ? 'validUntilInPast' : 'validUntilInvalid'),
    notes: () => 'notesTooLong',
  },
  fallback: 'invalid',
};

/** A line's field as the server names it (`lines[1].unitPriceCents`), and the form's. */
const SERVER_LINE_FIELD =
  /^lines(?:\[(\d+)\]|\.(\d+))\.(courseId|description|quantity|unitPriceCents)$/;
const LINE_FIELDS = {
  courseId: 'courseId',
  description: 'description',
  quantity: 'quantity',
  unitPriceCents: 'unitPrice',
} as const;

/** Why the server refused a line's field, as the form says it. */
function lineMessage(
  field: (typeof LINE_FIELDS)[keyof typeof LINE_FIELDS],
  reason: string,
): QuoteErrorKey {
  switch (field) {
    case 'courseId':
      return reason === 'unknown-course' ? 'courseUnknown' : 'invalid';
    case 'description':
      return reason === 'too-long' ? 'descriptionTooLong' : 'descriptionRequired';
    case 'quantity':
      return 'quantityInvalid';
    case 'unitPrice':
      if (reason === 'required') return 'priceRequired';
      return reason === 'out-of-range' ? 'priceTooLarge' : 'priceInvalid';
  }
}

/** The message of the lines' list (none, too many, none for a course). */
function linesMessage(reason: string): QuoteErrorKey {
  if (reason === 'course-required') return 'courseRequired';
  if (reason === 'too-many') return 'tooManyLines';
  return reason === 'required' ? 'linesRequired' : 'invalid';
}

const FORM_ORDER = [
  'company',
  'address',
  'language',
  'contactName',
  'contactEmail',
  'days',
  'lines',
  'validUntil',
  'notes',
];
const LINE_ORDER = ['courseId', 'description', 'quantity', 'unitPrice'];
const DAY_ORDER = ['date', 'start', 'end'];

/** Where a field comes in the form: a day's or a line's fields after their list's message. */
function formOrder(name: string): number {
  const [first = '', index, field = ''] = name.split('.');
  const base = FORM_ORDER.indexOf(first) * 10_000;
  if (index === undefined) return base;
  const within = first === 'days' ? DAY_ORDER.indexOf(field) : LINE_ORDER.indexOf(field);
  return base + 1 + Number(index) * 10 + within;
}

/**
 * What a refused save shows: the messages of the fields the server names (a day's and a line's on
 * that day's and line's field), in the form's order, and the one above the button when the refusal
 * is the whole quote's (a company or a request not found, a quote sent meanwhile) or names no field
 * the form has.
 */
export function quoteErrorOutcome(error: unknown): {
  fields: QuoteFieldErrors;
  form: QuoteErrorKey | null;
} {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'saveFailed' };
  if (error.code === 'quote-not-draft') return { fields: {}, form: 'notDraft' };
  if (error.status === 404) return { fields: {}, form: 'notFound' };
  const found: [QuoteField, QuoteErrorKey][] = [];
  let form: QuoteErrorKey | null = null;
  for (const [name, reason] of Object.entries(error.fields)) {
    const day = dayErrorFromServer(name, reason);
    const line = SERVER_LINE_FIELD.exec(name);
    if (day) {
      found.push(day);
    } else if (line) {
      const field = LINE_FIELDS[line[3] as keyof typeof LINE_FIELDS];
      found.push([`lines.${Number(line[1] ?? line[2])}.${field}`, lineMessage(field, reason)]);
    } else if (name === 'days') {
      found.push(['days', reason === 'too-many' ? 'tooManyDays' : 'dateRequired']);
    } else if (name === 'lines') {
      found.push(['lines', linesMessage(reason)]);
    } else if (name === 'requestId') {
      form = 'requestUnknown';
    } else if (Object.hasOwn(TOP_FIELDS, name)) {
      const field = TOP_FIELDS[name] as TopField;
      found.push([field, reasonMessage(field, reason, topMessages)]);
    }
  }
  found.sort(([a], [b]) => formOrder(a) - formOrder(b));
  if (found.length === 0 && form === null) form = 'saveFailed';
  return { fields: Object.fromEntries(found), form };
}
