import { makeUser } from '@/test/users';
import { initials, studentName } from './student-name';

describe('a student’s name', () => {
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
