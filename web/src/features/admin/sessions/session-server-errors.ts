import type { Path } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';
import { dayErrorFromServer } from '@/lib/forms/days';
import { enrolmentError } from './enrolment-schema';
import type { SessionEditInput, SessionErrorKey } from './schema';

/** The form's messages, by field (`days.1.end`), in the form's order. */
export type SessionFieldErrors = Partial<Record<Path<SessionEditInput>, SessionErrorKey>>;

const FIELD_ORDER = [
  'date',
  'start',
  'end',
  'location',
  'capacity',
  'minimumSeats',
  'decisionHoursBefore',
  'language',
  'instructorIds',
];

/** Where a field comes in the form: the list of days, each day's fields, then the others. */
function formOrder(name: string): number {
  const [first = '', index, field = ''] = name.split('.');
  if (first !== 'days') return 1000 + FIELD_ORDER.indexOf(first);
  return index === undefined ? -1 : Number(index) * 10 + FIELD_ORDER.indexOf(field);
}

/**
 * The form messages of a refused save, by field in the form's order: the server's fields with
 * their reasons (a day's on that day's field), and an instructor who teaches another session at
 * that time (409 instructor-busy).
 */
export function sessionErrorsFromServer(error: Error): SessionFieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'instructor-busy') return { instructorIds: 'instructorBusy' };
  const errors: [Path<SessionEditInput>, SessionErrorKey][] = [];
  for (const [name, reason] of Object.entries(error.fields)) {
    const day = dayErrorFromServer(name, reason);
    if (day) {
      errors.push(day);
    } else if (name === 'days') {
      errors.push(['days', reason === 'too-many' ? 'tooManyDays' : 'invalid']);
    } else if (name === 'startsAt') {
      // The first day's start (a new one must be in the future).
      errors.push(['days.0.date', reason === 'in-the-past' ? 'dateInPast' : 'invalid']);
    } else if (name === 'location') {
      errors.push(['location', reason === 'too-long' ? 'tooLong' : 'locationRequired']);
    } else if (name === 'capacity') {
      errors.push([
        'capacity',
        reason === 'above-instructor-ratio' ? 'aboveInstructorRatio' : 'capacityRange',
      ]);
    } else if (name === 'instructorIds') {
      errors.push([
        'instructorIds',
        reason === 'unknown-instructor' ? 'unknownInstructor' : 'invalid',
      ]);
    } else {
      const enrolment = enrolmentError(name, reason);
      if (enrolment) errors.push(enrolment);
    }
  }
  errors.sort(([a], [b]) => formOrder(a) - formOrder(b));
  return Object.fromEntries(errors);
}
