import { makeInstructor } from '@/test/instructors';
import { credentialState, instructorName, instructorsOf } from './format';

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

  it('keeps each instructor once across the pages', () => {
    const pages = [
      { instructors: [makeInstructor({ id: 1 }), makeInstructor({ id: 2 })] },
      { instructors: [makeInstructor({ id: 2 }), makeInstructor({ id: 3 })] },
    ];
    expect(instructorsOf(pages).map((instructor) => instructor.id)).toEqual([1, 2, 3]);
    expect(instructorsOf(undefined)).toEqual([]);
  });
});
