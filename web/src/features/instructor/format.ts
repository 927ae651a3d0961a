import { quebecDateOf } from '@/lib/format/quebec-time';
import { sessionDaysOf } from '@/lib/format/session-days';
import type { InstructorSession } from './api/types';

/** Where a session stands now: one of its days today (under way or to come), over, or later. */
export type SessionTiming = 'today' | 'over' | 'upcoming';

export function sessionTiming(
  session: Pick<InstructorSession, 'startsAt' | 'endsAt' | 'days'>,
  now = new Date(),
): SessionTiming {
  if (new Date(session.endsAt).getTime() <= now.getTime()) return 'over';
  const today = quebecDateOf(now);
  return sessionDaysOf(session).some((day) => day.date === today) ? 'today' : 'upcoming';
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
