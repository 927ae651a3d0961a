import { makeInstructor } from '@/test/instructors';
import { credentialState, instructorName } from './format';

const today = '2026-11-26';

describe('an instructor’s number', () => {
  it('is flagged once expired, the day after its expiry', () => {
    expect(credentialState('2026-11-25', today)).toBe('expired');
    expect(credentialState('2020-01-01', today)).toBe('expired');
  });

  it('is flagged as expiring soon from 90 days before, its last day included', () => {
    expect(credentialState('2026-11-26', today)).toBe('soon');
    expect(credentialState('2027-02-24', today)).toBe('soon');
    expect(credentialState('2027-02-25', today)).toBe('valid');
  });

  it('is never flagged without an expiry', () => {
    expect(credentialState(null, today)).toBe('none');
  });
});

describe('the instructors list', () => {
  it('names an instructor, or gives the address of an account without a name', () => {
    expect(instructorName(makeInstructor())).toBe('Isabelle Côté');
    expect(instructorName(makeInstructor({ firstName: '', lastName: ' ' }))).toBe(
      'isabelle@example.com',
    );
  });
});
