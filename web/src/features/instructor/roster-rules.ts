import type { Attendance, Result, RosterAttendee } from './api/types';
import type { RosterChange } from './roster-outbox';

/** The check-in buttons, in their order. */
export const ATTENDANCES = ['present', 'late', 'absent'] as const satisfies readonly Attendance[];

/** The result buttons, in their order; the first three need the person there. */
export const RESULTS = [
  'passed',
  'remediation',
  'failed',
  'no-show',
] as const satisfies readonly Result[];

/** The attendee came (on time or late): the only case where they may pass, redo or fail. */
export const isAttending = (attendance: RosterAttendee['attendance']) =>
  attendance === 'present' || attendance === 'late';

/** A result the server refuses (409 attendance-required) unless the attendee came. */
export const needsAttendance = (result: RosterAttendee['result']) =>
  result === 'passed' || result === 'remediation' || result === 'failed';

/** The check-ins of an attendee: the first day's, and each day's when the session has several. */
type CheckIns = Pick<RosterAttendee, 'attendance'> & {
  dayAttendance?: readonly RosterAttendee['attendance'][];
};

/** The attendee's check-in on day `day` of the session (1: its first). */
export function attendanceOn(attendee: CheckIns, day: number): RosterAttendee['attendance'] {
  if (day === 1) return attendee.attendance;
  return attendee.dayAttendance?.[day - 1] ?? null;
}

/** Came on every day of the session: only then may they pass, redo or fail (issue 41). */
export const attendingEveryDay = (attendee: CheckIns) =>
  isAttending(attendee.attendance) && (attendee.dayAttendance ?? []).slice(1).every(isAttending);

/**
 * What tapping a check-in button of day `day` changes: nothing when it is already the attendee's;
 * marked absent, a result that needs the person there is cleared in the same request.
 */
export function attendanceChange(
  attendee: CheckIns & Pick<RosterAttendee, 'result'>,
  attendance: Attendance,
  day = 1,
): RosterChange | null {
  if (attendanceOn(attendee, day) === attendance) return null;
  const change: RosterChange =
    day === 1 ? { attendance } : { dayAttendance: { [String(day)]: attendance } };
  if (!isAttending(attendance) && needsAttendance(attendee.result)) change.result = null;
  return change;
}

/** What tapping a result button changes: nothing when it is the attendee's or not allowed yet. */
export function resultChange(
  attendee: CheckIns & Pick<RosterAttendee, 'result'>,
  result: Result,
): RosterChange | null {
  if (attendee.result === result) return null;
  if (needsAttendance(result) && !attendingEveryDay(attendee)) return null;
  return { result };
}

/** What signing would do, as the rows stand: who gets a certificate, who waits for a payment. */
export function certificateOutlook(attendees: readonly RosterAttendee[]) {
  const passed = attendees.filter((attendee) => attendee.result === 'passed');
  const paid = passed.filter((attendee) => attendee.paymentStatus === 'paid').length;
  return {
    certificates: paid,
    unpaid: passed.length - paid,
    withoutResult: attendees.filter((attendee) => attendee.result === null).length,
  };
}
