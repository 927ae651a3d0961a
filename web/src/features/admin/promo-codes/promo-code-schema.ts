import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { dollarsToCents } from '@/lib/forms/money';
import { isCalendarDate } from '@/lib/forms/rules';
import type { Resources } from '@/lib/i18n/resources';
import type { PromoCodeRequest } from './api/types';

/** Keys of admin:promoCodes.errors. */
export type PromoCodeErrorKey = keyof Resources['admin']['promoCodes']['errors'];

/** The server's limits. */
export const PROMO_CODE_MAX_LENGTH = 40;
const PROMO_CODE_MIN_LENGTH = 3;
const MAX_AMOUNT_CENTS = 10_000_000;
const MAX_USES = 1_000_000;

/** A percentage off the price, or an amount in dollars. */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

const CODE = /^[A-Za-z0-9_-]+$/;

/** Why a code typed is refused, or null. */
function codeProblem(code: string): PromoCodeErrorKey | null {
  if (code === '') return 'codeRequired';
  if (code.length > PROMO_CODE_MAX_LENGTH) return 'codeTooLong';
  if (!CODE.test(code)) return 'codeInvalid';
  return code.length < PROMO_CODE_MIN_LENGTH ? 'codeTooShort' : null;
}

/** A whole number typed ("1 000" too), or null. */
function wholeNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(compact) ? Number(compact) : null;
}

/** A percentage typed, "25" or "25 %", from 1 to 100; or null. */
function percentOf(text: string): number | null {
  const percent = wholeNumber(text.replace(/%$/, ''));
  return percent !== null && percent >= 1 && percent <= 100 ? percent : null;
}

/** Uses typed: empty for no limit, or from 1 to a million; undefined when it is neither. */
function usesOf(text: string): number | null | undefined {
  if (text === '') return null;
  const uses = wholeNumber(text);
  return uses !== null && uses >= 1 && uses <= MAX_USES ? uses : undefined;
}

/** Why the discount typed is refused, or null. */
function valueProblem(kind: DiscountKind, value: string): PromoCodeErrorKey | null {
  if (kind === 'percent') {
    if (value === '') return 'percentRequired';
    return percentOf(value) === null ? 'percentInvalid' : null;
  }
  if (value === '') return 'amountRequired';
  const cents = dollarsToCents(value);
  if (cents === null) return 'amountInvalid';
  return cents < 1 || cents > MAX_AMOUNT_CENTS ? 'amountOutOfRange' : null;
}

const rawFields = z.object({
  code: z.string().trim(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.string().trim(),
  courseIds: z.array(z.number().int().positive()),
  startsOn: z.string().trim(),
  endsOn: z.string().trim(),
  maxUses: z.string().trim(),
  maxUsesPerPerson: z.string().trim(),
});
type RawValues = z.output<typeof rawFields>;

/** The request of values that passed the form's rules. */
function toRequest(values: RawValues): PromoCodeRequest {
  const maxUses = usesOf(values.maxUses);
  const maxUsesPerPerson = usesOf(values.maxUsesPerPerson);
  return {
    code: values.code.toUpperCase(),
    ...(values.kind === 'percent'
      ? { percentOff: percentOf(values.value) ?? 0 }
      : { amountOffCents: dollarsToCents(values.value) ?? 0 }),
    courseIds: values.courseIds,
    ...(values.startsOn ? { startsOn: values.startsOn } : {}),
    ...(values.endsOn ? { endsOn: values.endsOn } : {}),
    ...(maxUses ? { maxUses } : {}),
    ...(maxUsesPerPerson ? { maxUsesPerPerson } : {}),
  };
}

/**
 * The form that creates a promo code: the code (letters, digits, - and _, 3 to 40; sent in upper
 * case), a whole percentage from 1 to 100 or an amount in dollars (integer cents out, at most
 * 100 000 $), its courses (none: every course), its first and last days (optional, Quebec dates;
 * the last not before the first nor before `today`) and its limits of uses, in all and per
 * person (optional, 1 to a million). Its output is the request.
 */
export function promoCodeSchema(today: string = todayInQuebec()) {
  return rawFields
    .superRefine((values, context) => {
      const refuse = (path: keyof RawValues, message: PromoCodeErrorKey) =>
        context.addIssue({ code: 'custom', path: [path], message });
      const code = codeProblem(values.code);
      if (code) refuse('code', code);
      const value = valueProblem(values.kind, values.value);
      if (value) refuse('value', value);
      for (const name of ['startsOn', 'endsOn'] as const) {
        if (values[name] && !isCalendarDate(values[name])) refuse(name, 'dateInvalid');
      }
      // The order of the dates is checked only between dates that are right by themselves.
      const ends = isCalendarDate(values.endsOn) ? values.endsOn : null;
      if (ends && ends < today) refuse('endsOn', 'endsInPast');
      else if (ends && isCalendarDate(values.startsOn) && ends < values.startsOn) {
        refuse('endsOn', 'endsBeforeStart');
      }
      for (const name of ['maxUses', 'maxUsesPerPerson'] as const) {
        if (usesOf(values[name]) === undefined) refuse(name, 'usesInvalid');
      }
    })
    .transform(toRequest);
}

export type PromoCodeInput = z.input<ReturnType<typeof promoCodeSchema>>;

/** A new code: a percentage, every course, no dates and no limits. */
export function promoCodeDefaults(): PromoCodeInput {
  return {
    code: '',
    kind: 'percent',
    value: '',
    courseIds: [],
    startsOn: '',
    endsOn: '',
    maxUses: '',
    maxUsesPerPerson: '',
  };
}

/** The form's fields in their order. */
export const PROMO_CODE_FIELDS = [
  'code',
  'kind',
  'value',
  'courseIds',
  'startsOn',
  'endsOn',
  'maxUses',
  'maxUsesPerPerson',
] as const satisfies readonly (keyof PromoCodeInput)[];

type PromoCodeField = (typeof PROMO_CODE_FIELDS)[number];

/**
 * The form messages of a refused creation, by field: the server's fields with their reasons, and
 * a code that exists already (409 code-taken). `kind` is the discount's kind that was sent.
 */
export function promoCodeErrorsFromServer(
  error: Error,
  kind: DiscountKind,
): Partial<Record<PromoCodeField, PromoCodeErrorKey>> {
  const errors: Partial<Record<PromoCodeField, PromoCodeErrorKey>> = {};
  if (!(error instanceof ApiError)) return errors;
  if (error.code === 'code-taken') return { code: 'codeTaken' };
  for (const [name, reason] of Object.entries(error.fields)) {
    switch (name) {
      case 'code':
        errors.code =
          reason === 'required'
            ? 'codeRequired'
            : reason === 'too-long'
              ? 'codeTooLong'
              : 'codeInvalid';
        break;
      case 'percentOff':
        errors.value =
          reason !== 'required'
            ? 'percentInvalid'
            : kind === 'amount'
              ? 'amountRequired'
              : 'percentRequired';
        break;
      case 'amountOffCents':
        errors.value = reason === 'out-of-range' ? 'amountOutOfRange' : 'amountInvalid';
        break;
      case 'courseIds':
        errors.courseIds = reason === 'unknown-course' ? 'coursesUnknown' : 'coursesInvalid';
        break;
      case 'startsOn':
      case 'endsOn':
        errors[name] = reason === 'before-start' ? 'endsBeforeStart' : 'dateInvalid';
        break;
      case 'maxUses':
      case 'maxUsesPerPerson':
        errors[name] = 'usesInvalid';
        break;
    }
  }
  return errors;
}
