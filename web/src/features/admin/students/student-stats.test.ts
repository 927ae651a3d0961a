import { makeUser } from '@/test/users';
import { initials, studentName, studentStats } from './student-stats';

describe('the student figures', () => {
  it('counts accounts created since the first of the month in Quebec', () => {
    // 2 a.m. UTC on November 1st is still October 31st in Quebec.
    const now = new Date('2026-11-20T15:00:00Z');
    const students = [
      makeUser({ id: 1, createdAt: '2026-11-01T05:00:00Z' }),
      makeUser({ id: 2, createdAt: '2026-11-01T02:00:00Z' }),
      makeUser({ id: 3, createdAt: '2026-10-15T12:00:00Z' }),
      makeUser({ id: 4, createdAt: '2026-11-20T14:59:00Z', email: '' }),
    ];
    expect(studentStats(students, now)).toEqual({ total: 4, newThisMonth: 2, withEmail: 3 });
  });

  it('names and initials a student, or falls back', () => {
    expect(studentName(makeUser({ firstName: 'Marie', lastName: 'Tremblay' }))).toBe(
      'Marie Tremblay',
    );
    expect(studentName(makeUser({ firstName: '', lastName: '', email: 'x@example.com' }))).toBe(
      'x@example.com',
    );
    expect(initials(makeUser({ firstName: 'élise', lastName: 'Roy' }))).toBe('ÉR');
    expect(initials(makeUser({ firstName: '', lastName: '' }))).toBe('?');
  });
});
