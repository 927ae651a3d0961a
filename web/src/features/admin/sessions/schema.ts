import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { quebecDateOf, quebecTimeOf, quebecWallTimeToIso } from '@/lib/format/quebec-time';
import type { Resources } from '@/lib/i18n/resources';
import type { SessionInput } from './api/types';

/** Keys of adminBookings:sessions.errors. */
export type SessionErrorKey = keyof Resources['adminBookings']['sessions']['errors'];

const message = (key: SessionErrorKey) => ({ error: key });
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_CAPACITY = 10_000;

const sessionFields = {
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
      z.number().int().min(1, message('capacityRange')).max(MAX_CAPACITY, message('capacityRange')),
    ),
};

type Times = { date: string; start: string; end: string };

function checkTimes(values: Times, context: z.RefinementCtx, now: Date, originalStart?: string) {
  if (values.end <= values.start) {
    context.addIssue({ code: 'custom', path: ['end'], message: 'endBeforeStart' });
  }
  const startsAt = quebecWallTimeToIso(values.date, values.start);
  // A session keeps its start even once it has begun; a new start must be in the future.
  if (startsAt === originalStart) return;
  if (new Date(startsAt) <= now) {
    context.addIssue({ code: 'custom', path: ['date'], message: 'dateInPast' });
  }
}

/** The session form, in Quebec wall-clock time; `now` decides what is in the past. */
export function sessionSchema(now: Date = new Date()) {
  return z
    .object({ courseId: z.string().regex(/^\d+$/, message('courseRequired')), ...sessionFields })
    .superRefine((values, context) => checkTimes(values, context, now));
}

/**
 * The form that edits a session: the same fields without the course. Its start may stay where
 * it was (`originalStart`, as the server wrote it) even when that is past; a new one may not.
 */
export function sessionEditSchema(originalStart: string, now: Date = new Date()) {
  const original = quebecWallTimeToIso(quebecDateOf(originalStart), quebecTimeOf(originalStart));
  return z
    .object(sessionFields)
    .superRefine((values, context) => checkTimes(values, context, now, original));
}

export type SessionEditInput = z.input<ReturnType<typeof sessionEditSchema>>;
export type SessionEditValues = z.output<ReturnType<typeof sessionEditSchema>>;

/** The edit form's starting values: the session's Quebec date and times. */
export function sessionEditDefaults(session: {
  startsAt: string;
  endsAt: string;
  location: string;
  capacity: number;
}): SessionEditInput {
  return {
    date: quebecDateOf(session.startsAt),
    start: quebecTimeOf(session.startsAt),
    end: quebecTimeOf(session.endsAt),
    location: session.location,
    capacity: String(session.capacity),
  };
}

export type SessionFormInput = z.input<ReturnType<typeof sessionSchema>>;
export type SessionFormValues = z.output<ReturnType<typeof sessionSchema>>;

export function toSessionInput(values: SessionFormValues | SessionEditValues): SessionInput {
  return {
    startsAt: quebecWallTimeToIso(values.date, values.start),
    endsAt: quebecWallTimeToIso(values.date, values.end),
    location: values.location,
    capacity: values.capacity,
  };
}

/** The form messages of a refused save, by field: the server's fields with their reasons. */
export function sessionErrorsFromServer(
  error: Error,
): Partial<Record<keyof SessionEditInput, SessionErrorKey>> {
  const errors: Partial<Record<keyof SessionEditInput, SessionErrorKey>> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [name, reason] of Object.entries(error.fields)) {
    if (name === 'startsAt') {
      errors.date = reason === 'in-the-past' ? 'dateInPast' : 'invalid';
    } else if (name === 'endsAt') {
      errors.end = reason === 'before-start' ? 'endBeforeStart' : 'invalid';
    } else if (name === 'location') {
      errors.location = reason === 'too-long' ? 'tooLong' : 'locationRequired';
    } else if (name === 'capacity') {
      errors.capacity = 'capacityRange';
    }
  }
  return errors;
}
