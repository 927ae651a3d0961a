import { z } from 'zod';
import { quebecDateOf, quebecTimeOf, quebecWallTimeToIso } from '@/lib/format/quebec-time';
import { sessionDaysOf, type DatedSession } from '@/lib/format/session-days';
import {
  checkDayOrder,
  dayFields,
  dayInputsOf,
  MAX_DAYS,
  toServerDays,
  type DayInput,
} from '@/lib/forms/days';
import type { Resources } from '@/lib/i18n/resources';
import type { SessionInput } from './api/types';
import {
  checkEnrolment,
  enrolmentDefaults,
  enrolmentFields,
  toEnrolmentInput,
} from './enrolment-schema';
import { isAboveRatio } from './instructor-ratio';

/** Keys of adminBookings:sessions.errors. */
export type SessionErrorKey = keyof Resources['adminBookings']['sessions']['errors'];

const message = (key: SessionErrorKey) => ({ error: key });
export const MAX_CAPACITY = 10_000;
/** The most instructors a session may have. */
const MAX_INSTRUCTORS = 10;

const sessionFields = {
  days: z.array(dayFields).min(1, message('dateRequired')).max(MAX_DAYS, message('tooManyDays')),
  location: z.string().trim().min(1, message('locationRequired')).max(200, message('tooLong')),
  capacity: z
    .string()
    .trim()
    .regex(/^\d+$/, message('capacityRange'))
    .transform(Number)
    .pipe(
      z.number().int().min(1, message('capacityRange')).max(MAX_CAPACITY, message('capacityRange')),
    ),
  ...enrolmentFields,
  /** The ids of the instructors checked. */
  instructorIds: z
    .array(z.number().int().positive())
    .max(MAX_INSTRUCTORS, message('tooManyInstructors')),
};

type Staffing = { capacity: number; instructorIds: number[] };

/**
 * Each day ends after it starts and comes after the day before (a later date, so no two
 * overlap); the first starts in the future, unless it keeps the start it had (`originalStart`).
 */
function checkDays(
  days: readonly DayInput[],
  context: z.RefinementCtx,
  now: Date,
  originalStart?: string,
) {
  checkDayOrder(days, context);
  const first = days[0];
  if (!first) return;
  const startsAt = quebecWallTimeToIso(first.date, first.start);
  // A session keeps its start even once it has begun; a new start must be in the future.
  if (startsAt === originalStart) return;
  if (new Date(startsAt) <= now) {
    context.addIssue({ code: 'custom', path: ['days', 0, 'date'], message: 'dateInPast' });
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
      checkDays(values.days, context, now);
      checkRatio(values, context, ratioOf(Number(values.courseId)));
      checkEnrolment(values, context);
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
    checkDays(values.days, context, now, original);
    checkRatio(values, context, ratio);
    checkEnrolment(values, context);
  });
}

export type SessionEditInput = z.input<ReturnType<typeof sessionEditSchema>>;
export type SessionEditValues = z.output<ReturnType<typeof sessionEditSchema>>;

/**
 * The edit form's starting values: the session's days on the Quebec clock, its language, minimum
 * and instructors.
 */
export function sessionEditDefaults(
  session: DatedSession &
    Parameters<typeof enrolmentDefaults>[0] & {
      location: string;
      capacity: number;
      instructors: readonly { id: number }[];
    },
): SessionEditInput {
  return {
    days: dayInputsOf(sessionDaysOf(session)),
    location: session.location,
    capacity: String(session.capacity),
    ...enrolmentDefaults(session),
    instructorIds: session.instructors.map((instructor) => instructor.id),
  };
}

export type SessionFormInput = z.input<ReturnType<typeof sessionSchema>>;
export type SessionFormValues = z.output<ReturnType<typeof sessionSchema>>;

/**
 * The session as the server takes it: its days in "HH:MM" on the Montreal clock, its language and
 * minimum (the decision time only with a minimum).
 */
export function toSessionInput(values: SessionFormValues | SessionEditValues): SessionInput {
  return {
    days: toServerDays(values.days),
    location: values.location,
    capacity: values.capacity,
    ...toEnrolmentInput(values),
    instructorIds: values.instructorIds,
  };
}
