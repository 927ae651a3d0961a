import { z } from 'zod';
import { PERSON_FIELDS } from '@/lib/forms/person-fields';
import { contactFields, isCalendarDate } from '@/lib/forms/rules';
import type { Resources } from '@/lib/i18n/resources';
import { PAYMENT_METHODS, type PaymentMethod } from './api/types';

/** Keys of booking:errors; forms keep keys and translate them on display. */
export type BookingErrorKey = keyof Resources['booking']['errors'];

const message = (key: BookingErrorKey) => ({ error: key });

export interface BookingSchemaOptions {
  /** Today in Quebec, YYYY-MM-DD: the earliest preferred date. */
  today: string;
  /**
   * 'session' when the course has a session with free seats (one must be picked), 'full' when
   * its sessions are all full (only their waiting lists are offered: nothing can be booked),
   * 'date' when it has none and is booked on request (a preferred date may be given).
   */
  when: 'session' | 'full' | 'date';
  /** The promo code the server accepted for the chosen course, or null: the one booked with. */
  promoCode?: string | null;
  /** The methods too late for the session chosen, which the office refuses (decision 058). */
  refusedMethods?: readonly PaymentMethod[];
}

/** Why a preferred date is refused, or null. */
function preferredDateProblem(date: string, today: string): BookingErrorKey | null {
  if (!date) return null; // optional: the office then proposes a date
  if (!isCalendarDate(date)) return 'dateInvalid';
  return date < today ? 'dateInPast' : null;
}

/**
 * A promo code is booked with only once applied (its price shown): one typed and not applied, or
 * changed since, is refused. Codes are written in any case.
 */
function promoCodeField(applied: string | null) {
  return z
    .string()
    .trim()
    .refine(
      (code) => code === '' || code.toUpperCase() === applied?.toUpperCase(),
      message('promoCodeNotApplied'),
    );
}

/** The booking form; the same rules as the server's (POST /api/bookings). */
export function bookingSchema({
  today,
  when,
  promoCode = null,
  refusedMethods = [],
}: BookingSchemaOptions) {
  return z.object({
    ...contactFields(),
    /** The unticked box for news and renewal reminders (CASL: consent given, never assumed). */
    newsConsent: z.boolean(),
    courseId: z.string().regex(/^\d+$/, message('courseRequired')),
    sessionId:
      when === 'date'
        ? z.string()
        : z.string().regex(/^\d+$/, message(when === 'full' ? 'sessionsFull' : 'sessionRequired')),
    preferredDate:
      when === 'date'
        ? z
            .string()
            .trim()
            .superRefine((date, context) => {
              const problem = preferredDateProblem(date, today);
              if (problem) context.addIssue({ code: 'custom', message: problem });
            })
        : z.string(),
    specialRequests: z.string().trim().max(2000, message('tooLong')),
    paymentMethod: z
      .enum(PAYMENT_METHODS, message('paymentMethodRequired'))
      .refine((method) => !refusedMethods.includes(method), message('paymentMethodTooLate')),
    promoCode: promoCodeField(promoCode),
  });
}

export type BookingFormInput = z.input<ReturnType<typeof bookingSchema>>;
export type BookingFormValues = z.output<ReturnType<typeof bookingSchema>>;

/** The form's fields, top to bottom: the first one in error gets the focus. */
export const bookingFields = [
  ...PERSON_FIELDS,
  'newsConsent',
  'courseId',
  'sessionId',
  'preferredDate',
  'specialRequests',
  'paymentMethod',
  'promoCode',
] as const satisfies readonly (keyof BookingFormInput)[];

export type BookingField = (typeof bookingFields)[number];
