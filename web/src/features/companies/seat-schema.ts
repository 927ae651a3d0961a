import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import type { SeatAttendee } from './api/name-seat';
import { keyOfServerReason, message, type CompanyErrorKey } from './errors';
import { optionalEmail } from './person-schema';

/** The server's limit for the reason of a seat cancelled (characters). */
export const SEAT_REASON_MAX = 500;

/** Cancelling a seat: a reason only if the manager wants to give one. */
export const cancelSeatSchema = z.object({
  reason: z.string().trim().max(SEAT_REASON_MAX, message('tooLong')),
});
export type CancelSeatInput = z.input<typeof cancelSeatSchema>;
export type CancelSeatValues = z.output<typeof cancelSeatSchema>;

const optionalName = z.string().trim().max(100, message('tooLong'));

/**
 * Naming a seat: an employee picked in the list, or a person typed in (both names, an email if
 * known; the server adds them to the employees).
 */
export const nameSeatSchema = z
  .object({
    employeeId: z.string(),
    firstName: optionalName,
    lastName: optionalName,
    email: optionalEmail(),
  })
  .superRefine((values, context) => {
    if (values.employeeId !== '') return;
    if (values.firstName === '')
      context.addIssue({ code: 'custom', path: ['firstName'], message: 'firstNameRequired' });
    if (values.lastName === '')
      context.addIssue({ code: 'custom', path: ['lastName'], message: 'lastNameRequired' });
  });
export type NameSeatInput = z.input<typeof nameSeatSchema>;
export type NameSeatValues = z.output<typeof nameSeatSchema>;

/** The request: the employee picked, or the person typed in (their email only when given). */
export function toSeatAttendee({
  employeeId,
  firstName,
  lastName,
  email,
}: NameSeatValues): SeatAttendee {
  if (employeeId !== '') return { employeeId: Number(employeeId) };
  return { firstName, lastName, ...(email ? { email } : {}) };
}

type NameSeatField = 'employeeId' | 'firstName' | 'lastName' | 'email';
const NAME_SEAT_FIELDS: readonly NameSeatField[] = ['employeeId', 'firstName', 'lastName', 'email'];
const nameRequired: Partial<Record<NameSeatField, CompanyErrorKey>> = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
};

/** The employee chosen for a seat is no longer the company's, or has left it. */
function seatEmployeeKey(reason: string): CompanyErrorKey | undefined {
  if (reason === 'not-found') return 'seatEmployeeNotFound';
  if (reason === 'employee-left') return 'seatEmployeeLeft';
  return undefined;
}

/** The server names the attendee's fields "attendees[0].firstName": as the form's fields. */
export function nameSeatErrorsFromServer(
  reasons: Readonly<Record<string, string>>,
): Partial<Record<NameSeatField, CompanyErrorKey>> {
  const errors: Partial<Record<NameSeatField, CompanyErrorKey>> = {};
  for (const field of NAME_SEAT_FIELDS) {
    const reason = reasons[`attendees[0].${field}`] ?? reasons[field];
    if (!reason) continue;
    errors[field] =
      (field === 'employeeId' && seatEmployeeKey(reason)) ||
      keyOfServerReason(reason, nameRequired[field]);
  }
  return errors;
}

/** Why a seat could not be changed, as a key of seats.failures. */
export type SeatFailure = 'deadlinePassed' | 'notActive' | 'sessionUnavailable' | 'failed';

const failureOfCode: Record<string, SeatFailure> = {
  'cancellation-deadline-passed': 'deadlinePassed',
  'booking-not-active': 'notActive',
  'session-unavailable': 'sessionUnavailable',
};

export function seatFailure(error: unknown): SeatFailure {
  return (error instanceof ApiError && failureOfCode[error.code]) || 'failed';
}
