import { z } from 'zod';
import { quebecWallTimeToIso } from '@/lib/format/quebec-time';
import type { fr } from '@/lib/i18n/resources';
import type { SessionInput } from './api/types';

/** Keys of adminBookings:sessions.errors. */
export type SessionErrorKey = keyof (typeof fr)['adminBookings']['sessions']['errors'];

const message = (key: SessionErrorKey) => ({ error: key });
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_CAPACITY = 10_000;

/** The session form, in Quebec wall-clock time; `now` decides what is in the past. */
export function sessionSchema(now: Date = new Date()) {
  return z
    .object({
      courseId: z.string().regex(/^\d+$/, message('courseRequired')),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message('dateRequired')),
      start: z.string().regex(TIME, message('startRequired')),
      end: z.string().regex(TIME, message('endRequired')),
      location: z.string().trim().min(1, message('locationRequired')).max(200, message('tooLong')),
      capacity: z
        .string()
        .trim()
        .regex(/^\d+$/, message('capacityRange'))
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, message('capacityRange'))
            .max(MAX_CAPACITY, message('capacityRange')),
        ),
    })
    .superRefine((values, context) => {
      if (values.end <= values.start) {
        context.addIssue({ code: 'custom', path: ['end'], message: 'endBeforeStart' });
      }
      if (new Date(quebecWallTimeToIso(values.date, values.start)) <= now) {
        context.addIssue({ code: 'custom', path: ['date'], message: 'dateInPast' });
      }
    });
}

export type SessionFormInput = z.input<ReturnType<typeof sessionSchema>>;
export type SessionFormValues = z.output<ReturnType<typeof sessionSchema>>;

export function toSessionInput(values: SessionFormValues): SessionInput {
  return {
    startsAt: quebecWallTimeToIso(values.date, values.start),
    endsAt: quebecWallTimeToIso(values.date, values.end),
    location: values.location,
    capacity: values.capacity,
  };
}

/** The form field of each field the server reports, with the message for its reason. */
export function sessionErrorsFromServer(
  fields: Readonly<Record<string, string>>,
): [keyof SessionFormInput, SessionErrorKey][] {
  const result: [keyof SessionFormInput, SessionErrorKey][] = [];
  for (const [name, reason] of Object.entries(fields)) {
    if (name === 'startsAt') {
      result.push(['date', reason === 'in-the-past' ? 'dateInPast' : 'invalid']);
    } else if (name === 'endsAt') {
      result.push(['end', reason === 'before-start' ? 'endBeforeStart' : 'invalid']);
    } else if (name === 'location') {
      result.push(['location', reason === 'too-long' ? 'tooLong' : 'locationRequired']);
    } else if (name === 'capacity') {
      result.push(['capacity', 'capacityRange']);
    }
  }
  return result;
}
