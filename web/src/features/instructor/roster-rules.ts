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

/**
 * What tapping a check-in button changes: nothing when it is already the attendee's; marked
 * absent, a result that needs the person there is cleared in the same request.
 */
export function attendanceChange(
  attendee: Pick<RosterAttendee, 'attendance' | 'result'>,
  attendance: Attendance,
): RosterChange | null {
  if (attendee.attendance === attendance) return null;
  if (!isAttending(attendance) && needsAttendance(attendee.result)) {
    return { attendance, result: null };
  }
  return { attendance };
}

/** What tapping a result button changes: nothing when it is the attendee's or not allowed yet. */
export function resultChange(
  attendee: Pick<RosterAttendee, 'attendance' | 'result'>,
  result: Result,
): RosterChange | null {
  if (attendee.result === result) return null;
  if (needsAttendance(result) && !isAttending(attendee.attendance)) return null;
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
