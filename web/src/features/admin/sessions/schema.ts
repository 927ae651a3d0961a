import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { quebecDateOf, quebecTimeOf, quebecWallTimeToIso } from '@/lib/format/quebec-time';
import type { Resources } from '@/lib/i18n/resources';
import type { SessionInput } from './api/types';
import { isAboveRatio } from './instructor-ratio';

/** Keys of adminBookings:sessions.errors. */
export type SessionErrorKey = keyof Resources['adminBookings']['sessions']['errors'];

const message = (key: SessionErrorKey) => ({ error: key });
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_CAPACITY = 10_000;
/** The most instructors a session may have. */
const MAX_INSTRUCTORS = 10;

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
  /** The ids of the instructors checked. */
  instructorIds: z
    .array(z.number().int().positive())
    .max(MAX_INSTRUCTORS, message('tooManyInstructors')),
};

type Times = { date: string; start: string; end: string };
type Staffing = { capacity: number; instructorIds: number[] };

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

/** No more seats than the instructors checked may take at the course's ratio (none: any). */
function checkRatio(values: Staffing, context: z.RefinementCtx, ratio: number | null) {
  if (isAboveRatio(values.capacity, ratio, values.instructorIds.length)) {
    context.addIssue({ code: 'custom', path: ['capacity'], message: 'aboveInstructorRatio' });
  }
}

/**
 * The session form, in Quebec wall-clock time; `now` decides what is in the past, `ratioOf` gives
 * a course's participants per instructor (null when it states none).
 */
export function sessionSchema(
  now: Date = new Date(),
  ratioOf: (courseId: number) => number | null = () => null,
) {
  return z
    .object({ courseId: z.string().regex(/^\d+$/, message('courseRequired')), ...sessionFields })
    .superRefine((values, context) => {
      checkTimes(values, context, now);
      checkRatio(values, context, ratioOf(Number(values.courseId)));
    });
}

/**
 * The form that edits a session: the same fields without the course. Its start may stay where
 * it was (`originalStart`, as the server wrote it) even when that is past; a new one may not.
 * `ratio` is its course's participants per instructor (null when it states none).
 */
export function sessionEditSchema(
  originalStart: string,
  now: Date = new Date(),
  ratio: number | null = null,
) {
  const original = quebecWallTimeToIso(quebecDateOf(originalStart), quebecTimeOf(originalStart));
  return z.object(sessionFields).superRefine((values, context) => {
    checkTimes(values, context, now, original);
    checkRatio(values, context, ratio);
  });
}

export type SessionEditInput = z.input<ReturnType<typeof sessionEditSchema>>;
export type SessionEditValues = z.output<ReturnType<typeof sessionEditSchema>>;

/** The edit form's starting values: the session's Quebec date and times, and its instructors. */
export function sessionEditDefaults(session: {
  startsAt: string;
  endsAt: string;
  location: string;
  capacity: number;
  instructors: readonly { id: number }[];
}): SessionEditInput {
  return {
    date: quebecDateOf(session.startsAt),
    start: quebecTimeOf(session.startsAt),
    end: quebecTimeOf(session.endsAt),
    location: session.location,
    capacity: String(session.capacity),
    instructorIds: session.instructors.map((instructor) => instructor.id),
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
    instructorIds: values.instructorIds,
  };
}

/**
 * The form messages of a refused save, by field: the server's fields with their reasons, and an
 * instructor who teaches another session at that time (409 instructor-busy).
 */
export function sessionErrorsFromServer(
  error: Error,
): Partial<Record<keyof SessionEditInput, SessionErrorKey>> {
  const errors: Partial<Record<keyof SessionEditInput, SessionErrorKey>> = {};
  if (!(error instanceof ApiError)) return errors;
  if (error.code === 'instructor-busy') return { instructorIds: 'instructorBusy' };
  for (const [name, reason] of Object.entries(error.fields)) {
    if (name === 'startsAt') {
      errors.date = reason === 'in-the-past' ? 'dateInPast' : 'invalid';
    } else if (name === 'endsAt') {
      errors.end = reason === 'before-start' ? 'endBeforeStart' : 'invalid';
    } else if (name === 'location') {
      errors.location = reason === 'too-long' ? 'tooLong' : 'locationRequired';
    } else if (name === 'capacity') {
      errors.capacity =
        reason === 'above-instructor-ratio' ? 'aboveInstructorRatio' : 'capacityRange';
    } else if (name === 'instructorIds') {
      errors.instructorIds = reason === 'unknown-instructor' ? 'unknownInstructor' : 'invalid';
    }
  }
  return errors;
}
