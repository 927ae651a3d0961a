import { quebecDateOf } from '@/lib/format/quebec-time';
import type { InstructorSession } from './api/types';

/** Where a session stands now: under way or to come today, over, or on a later day. */
export type SessionTiming = 'today' | 'over' | 'upcoming';

export function sessionTiming(
  session: Pick<InstructorSession, 'startsAt' | 'endsAt'>,
  now = new Date(),
): SessionTiming {
  if (new Date(session.endsAt).getTime() <= now.getTime()) return 'over';
  return quebecDateOf(session.startsAt) === quebecDateOf(now) ? 'today' : 'upcoming';
}

/** The names of the session's other instructors than the one signed in. */
export function coInstructors(
  session: Pick<InstructorSession, 'instructors'>,
  userId: number | undefined,
): string[] {
  return session.instructors
    .filter((instructor) => instructor.id !== userId)
    .map((instructor) => instructor.name);
}
