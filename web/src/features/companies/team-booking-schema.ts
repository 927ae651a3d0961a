import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import type { NewTeamBooking } from './api/book-team';
import { keyOfServerReason, message, type CompanyErrorKey } from './errors';
import { optionalEmail, personName } from './person-schema';

/** A team is at most this many seats of one session at once (the server's limit). */
export const MAX_TEAM_SEATS = 50;

/** A person who is not among the employees yet: the booking adds them. */
const personSchema = z.object({
  firstName: personName('firstNameRequired'),
  lastName: personName('lastNameRequired'),
  email: optionalEmail(),
});

/** The seats to name later, as typed: empty is none. */
const unnamedCount = (typed: string | number | undefined) => {
  const count = Number(typed ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
};

const countOf = ({
  employeeIds,
  people,
  unnamed,
}: {
  employeeIds: unknown[];
  people: unknown[];
  unnamed?: string | number;
}) => employeeIds.length + people.length + unnamedCount(unnamed);

/** Seats whose names follow before the session: a whole number from 0 to 50 (empty is 0). */
const unnamedSchema = z
  .string()
  .trim()
  .regex(/^\d{0,3}$/, message('unnamedInvalid'))
  .transform(unnamedCount)
  .refine((count) => count <= MAX_TEAM_SEATS, message('unnamedInvalid'))
  .optional()
  .transform((count) => count ?? 0);

/** On invoice (the office approved the company's credit) or by card. */
export const TEAM_PAYMENT_METHODS = [
  'invoice',
  'card',
] as const satisfies readonly NewTeamBooking['paymentMethod'][];

/**
 * The team booking form: a course, one of its sessions, the attendees (employees checked in the
 * list (their ids), people typed in and seats to name later, one to fifty in all) and how the
 * company pays.
 */
export const teamBookingSchema = z.object({
  courseId: z.string().min(1, message('courseRequired')),
  sessionId: z.string().min(1, message('sessionRequired')),
  attendees: z
    .object({
      employeeIds: z.array(z.number().int().positive()),
      people: z.array(personSchema),
      unnamed: unnamedSchema,
    })
    .refine((attendees) => countOf(attendees) > 0, message('attendeesRequired'))
    .refine((attendees) => countOf(attendees) <= MAX_TEAM_SEATS, message('tooManyAttendees')),
  paymentMethod: z.enum(TEAM_PAYMENT_METHODS, message('paymentMethodRequired')),
});

export type TeamBookingFormInput = z.input<typeof teamBookingSchema>;
export type TeamBookingFormValues = z.output<typeof teamBookingSchema>;
export type PersonInput = TeamBookingFormInput['attendees']['people'][number];

/** The seats the form asks for: one per employee checked, per person typed in, per seat to name. */
export const seatCount = (attendees: TeamBookingFormInput['attendees']) => countOf(attendees);

/**
 * The request: the employees checked first (by id: the server knows their names), then the people
 * typed in, their email only when given, then one `{}` per seat to name later. The server names
 * an attendee's field by its place in this list.
 */
export function toNewTeamBooking({
  sessionId,
  attendees,
  paymentMethod,
}: TeamBookingFormValues): NewTeamBooking {
  return {
    sessionId: Number(sessionId),
    paymentMethod,
    attendees: [
      ...attendees.employeeIds.map((employeeId) => ({ employeeId })),
      ...attendees.people.map(({ email, ...names }) => ({ ...names, ...(email ? { email } : {}) })),
      ...Array.from({ length: attendees.unnamed }, () => ({})),
    ],
  };
}

type PersonField = keyof PersonInput;
const PERSON_FIELDS: readonly PersonField[] = ['firstName', 'lastName', 'email'];
const personRequired: Partial<Record<PersonField, CompanyErrorKey>> = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
};

/** The form's fields a refused booking can point at. */
export type TeamBookingField =
  | 'sessionId'
  | 'paymentMethod'
  | 'attendees'
  | 'attendees.employeeIds'
  | `attendees.people.${number}.${PersonField}`;

const ATTENDEE_FIELD = /^attendees\[(\d+)\](?:\.(\w+))?$/;

/** An employee's seat refused: not (or no longer) one of the company's, gone, or checked twice. */
function employeeKey(reason: string): CompanyErrorKey {
  if (reason === 'not-found') return 'employeeNotFound';
  if (reason === 'employee-left') return 'employeeLeft';
  if (reason === 'duplicate') return 'employeeDuplicate';
  return 'invalid';
}

/**
 * The server's `fields` as message keys on the form's fields, in the form's order. The server
 * names an attendee by its place in the request ("attendees[2].email"): the first
 * `employeeCount` are the employees checked (one message for their list), the others the people
 * typed in, row by row.
 */
export function teamBookingErrorsFromServer(
  reasons: Readonly<Record<string, string>>,
  employeeCount: number,
): Partial<Record<TeamBookingField, CompanyErrorKey>> {
  const errors: Partial<Record<TeamBookingField, CompanyErrorKey>> = {};
  const put = (field: TeamBookingField, key: CompanyErrorKey) => {
    errors[field] ??= key;
  };
  if (reasons.sessionId) put('sessionId', keyOfServerReason(reasons.sessionId, 'sessionRequired'));
  if (reasons.attendees) {
    put(
      'attendees',
      reasons.attendees === 'too-many'
        ? 'tooManyAttendees'
        : keyOfServerReason(reasons.attendees, 'attendeesRequired'),
    );
  }
  const attendees = Object.entries(reasons)
    .map(([name, reason]) => {
      const match = ATTENDEE_FIELD.exec(name);
      return match ? { index: Number(match[1]), field: match[2] ?? '', reason } : null;
    })
    .filter((found) => found !== null)
    .sort(
      (a, b) =>
        a.index - b.index ||
        PERSON_FIELDS.indexOf(a.field as PersonField) -
          PERSON_FIELDS.indexOf(b.field as PersonField),
    );
  for (const { index, field, reason } of attendees) {
    if (index < employeeCount) {
      put('attendees.employeeIds', employeeKey(reason));
    } else if ((PERSON_FIELDS as readonly string[]).includes(field)) {
      const personField = field as PersonField;
      put(
        `attendees.people.${index - employeeCount}.${personField}`,
        keyOfServerReason(reason, personRequired[personField]),
      );
    } else {
      put('attendees', 'invalid');
    }
  }
  if (reasons.paymentMethod) {
    put('paymentMethod', keyOfServerReason(reasons.paymentMethod, 'paymentMethodRequired'));
  }
  return errors;
}

/** Why a booking was refused as a whole (no seat taken), as a key of teamForm.failures. */
export type TeamBookingFailure =
  | 'sessionFull'
  | 'notEnoughSeats'
  | 'sessionUnavailable'
  | 'courseUnavailable'
  | 'creditNotApproved'
  | 'paymentsUnavailable'
  | 'rateLimited'
  | 'failed';

const failureOfCode: Record<string, TeamBookingFailure> = {
  'session-full': 'sessionFull',
  'session-unavailable': 'sessionUnavailable',
  'course-unavailable': 'courseUnavailable',
  'credit-not-approved': 'creditNotApproved',
  'payments-unavailable': 'paymentsUnavailable',
};

/** The refusal of a booking that no field explains. */
export function teamBookingFailure(error: unknown): TeamBookingFailure {
  if (!(error instanceof ApiError)) return 'failed';
  const failure = failureOfCode[error.code];
  if (failure) return failure;
  return error.status === 429 ? 'rateLimited' : 'failed';
}
