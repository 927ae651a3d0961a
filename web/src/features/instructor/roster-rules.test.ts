import { makeAttendee } from '@/test/instructor';
import { attendanceChange, certificateOutlook, resultChange } from './roster-rules';

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
