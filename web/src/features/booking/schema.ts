import { z } from 'zod';
import type { fr } from '@/lib/i18n/resources';
import { PAYMENT_METHODS } from './api/types';

/** Keys of booking:errors; forms keep keys and translate them on display. */
export type BookingErrorKey = keyof (typeof fr)['booking']['errors'];

const message = (key: BookingErrorKey) => ({ error: key });

/** The characters the server accepts in a phone number. */
const PHONE_PATTERN = /^[0-9 +\-().]*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export interface BookingSchemaOptions {
  /** Today in Quebec, YYYY-MM-DD: the earliest preferred date. */
  today: string;
  /**
   * 'session' when the course has a session with free seats (one must be picked), 'date' when
   * it is booked on request (a preferred date is asked for).
   */
  when: 'session' | 'date';
}

const requiredText = (key: BookingErrorKey, max: number) =>
  z.string().trim().min(1, message(key)).max(max, message('tooLong'));

/** Why a preferred date is refused, or null. */
function preferredDateProblem(date: string, today: string): BookingErrorKey | null {
  if (!date) return 'dateRequired';
  if (!isCalendarDate(date)) return 'dateInvalid';
  return date < today ? 'dateInPast' : null;
}

/** The booking form; the same rules as the server's (POST /api/bookings). */
export function bookingSchema({ today, when }: BookingSchemaOptions) {
  return z.object({
    firstName: requiredText('firstNameRequired', 100),
    lastName: requiredText('lastNameRequired', 100),
    email: z
      .string()
      .trim()
      .min(1, message('emailRequired'))
      .max(254, message('tooLong'))
      .pipe(z.email(message('emailInvalid'))),
    phone: z
      .string()
      .trim()
      .max(30, message('tooLong'))
      .regex(PHONE_PATTERN, message('phoneInvalid')),
    courseId: z.string().regex(/^\d+$/, message('courseRequired')),
    sessionId:
      when === 'session' ? z.string().regex(/^\d+$/, message('sessionRequired')) : z.string(),
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
    paymentMethod: z.enum(PAYMENT_METHODS, message('paymentMethodRequired')),
  });
}

export type BookingFormInput = z.input<ReturnType<typeof bookingSchema>>;
export type BookingFormValues = z.output<ReturnType<typeof bookingSchema>>;

/** The form's fields, top to bottom: the first one in error gets the focus. */
export const bookingFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'courseId',
  'sessionId',
  'preferredDate',
  'specialRequests',
  'paymentMethod',
] as const satisfies readonly (keyof BookingFormInput)[];

export type BookingField = (typeof bookingFields)[number];
