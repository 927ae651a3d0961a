import { makeAttendee } from '@/test/instructor';
import { attendanceChange, certificateOutlook, resultChange } from './roster-rules';
import { rosterRows } from './roster-outbox';

describe('the roster’s buttons', () => {
  it('change the check-in, and nothing when it is already the one tapped', () => {
    expect(attendanceChange({ attendance: null, result: null }, 'present')).toEqual({
      attendance: 'present',
    });
    expect(attendanceChange({ attendance: 'present', result: null }, 'present')).toBeNull();
    expect(attendanceChange({ attendance: 'present', result: 'passed' }, 'late')).toEqual({
      attendance: 'late',
    });
  });

  it('clear a result that needs the person there when they are marked absent', () => {
    expect(attendanceChange({ attendance: 'present', result: 'failed' }, 'absent')).toEqual({
      attendance: 'absent',
      result: null,
    });
    expect(attendanceChange({ attendance: 'present', result: 'no-show' }, 'absent')).toEqual({
      attendance: 'absent',
    });
  });

  it('give a pass, a redo or a failure only to a person who came', () => {
    for (const result of ['passed', 'remediation', 'failed'] as const) {
      expect(resultChange({ attendance: null, result: null }, result)).toBeNull();
      expect(resultChange({ attendance: 'absent', result: null }, result)).toBeNull();
      expect(resultChange({ attendance: 'late', result: null }, result)).toEqual({ result });
      expect(resultChange({ attendance: 'present', result }, result)).toBeNull();
    }
    expect(resultChange({ attendance: null, result: null }, 'no-show')).toEqual({
      result: 'no-show',
    });
  });

  it('check in each day of a session over several, and pass only who came every day', () => {
    const first = {
      attendance: 'present',
      dayAttendance: ['present', null],
      result: null,
    } as const;
    expect(attendanceChange(first, 'late', 2)).toEqual({ dayAttendance: { '2': 'late' } });
    expect(attendanceChange(first, 'present', 1)).toBeNull();
    expect(resultChange(first, 'passed')).toBeNull();
    const both = { ...first, dayAttendance: ['present', 'late'] } as const;
    expect(resultChange(both, 'passed')).toEqual({ result: 'passed' });
    expect(attendanceChange({ ...both, result: 'passed' }, 'absent', 2)).toEqual({
      dayAttendance: { '2': 'absent' },
      result: null,
    });
  });

  it('show a later day’s check-in on its way, the first day’s as the attendance too', () => {
    const attendee = makeAttendee({ dayAttendance: [null, null] });
    const changes = new Map([
      [
        101,
        {
          recorded: null,
          changes: [{ dayAttendance: { '2': 'late' } }, { attendance: 'present' }] as const,
          save: 'saving' as const,
          problem: null,
        },
      ],
    ]);
    const [row] = rosterRows([attendee], changes as never);
    expect(row?.attendee.dayAttendance).toEqual(['present', 'late']);
    expect(row?.attendee.attendance).toBe('present');
  });

  it('count who would get a certificate, who waits for a payment and who has no result', () => {
    expect(
      certificateOutlook([
        makeAttendee({ result: 'passed' }),
        makeAttendee({ result: 'passed', paymentStatus: 'awaiting-payment' }),
        makeAttendee({ result: 'failed' }),
        makeAttendee({ result: null }),
      ]),
    ).toEqual({ certificates: 1, unpaid: 1, withoutResult: 1 });
  });
});
