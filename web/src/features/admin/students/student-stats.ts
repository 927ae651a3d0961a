import { quebecDateOf, todayInQuebec } from '@/lib/format/quebec-time';
import type { Student } from './api/types';

/** Total, accounts created since the first of the current month (Quebec time), with an email. */
export function studentStats(students: readonly Student[], now: Date = new Date()) {
  const month = todayInQuebec(now).slice(0, 7);
  return {
    total: students.length,
    newThisMonth: students.filter((student) => quebecDateOf(student.createdAt).startsWith(month))
      .length,
    withEmail: students.filter((student) => student.email.trim() !== '').length,
  };
}

/** "Marie Tremblay", or the email when the account has no name. */
export function studentName(student: Pick<Student, 'firstName' | 'lastName' | 'email'>): string {
  return `${student.firstName} ${student.lastName}`.trim() || student.email;
}

/** "MT" for Marie Tremblay; "?" without a name. */
export function initials(student: Pick<Student, 'firstName' | 'lastName'>): string {
  const letters = [student.firstName, student.lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || '?';
}
