import type { Student } from './api/types';

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
