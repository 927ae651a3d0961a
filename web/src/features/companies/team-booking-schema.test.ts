import { ApiError } from '@/lib/api/api-error';
import {
  MAX_TEAM_SEATS,
  seatCount,
  teamBookingErrorsFromServer,
  teamBookingFailure,
  teamBookingSchema,
  toNewTeamBooking,
  type TeamBookingFormInput,
} from './team-booking-schema';

const lea = { firstName: 'Léa', lastName: 'Roy', email: '' };

const valid: TeamBookingFormInput = {
  courseId: '2',
  sessionId: '31',
  attendees: { employeeIds: [21], people: [lea] },
  paymentMethod: 'invoice',
};

/** The message key of each invalid field, first issue per field as the form shows it. */
function errorsOf(input: unknown) {
  const result = teamBookingSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the team booking schema', () => {
  it('accepts a course, a session, an employee checked and a person typed in, trimmed', () => {
    const result = teamBookingSchema.safeParse({
      ...valid,
      attendees: {
        employeeIds: [21],
        people: [{ firstName: ' Léa ', lastName: 'Roy ', email: ' lea@acme.example ' }],
      },
    });
    expect(result.success).toBe(true);
    expect(result.data?.attendees.people).toEqual([
      { firstName: 'Léa', lastName: 'Roy', email: 'lea@acme.example' },
    ]);
  });

  it('requires a course and a session', () => {
    expect(errorsOf({ ...valid, courseId: '', sessionId: '' })).toEqual({
      courseId: 'courseRequired',
      sessionId: 'sessionRequired',
    });
  });

  it('requires at least one attendee, checked or typed in', () => {
    expect(errorsOf({ ...valid, attendees: { employeeIds: [], people: [] } })).toEqual({
      attendees: 'attendeesRequired',
    });
    expect(errorsOf({ ...valid, attendees: { employeeIds: [21], people: [] } })).toEqual({});
    expect(errorsOf({ ...valid, attendees: { employeeIds: [], people: [lea] } })).toEqual({});
  });

  it('refuses a team of more than 50 seats', () => {
    const employeeIds = Array.from({ length: MAX_TEAM_SEATS }, (_, index) => index + 1);
    expect(errorsOf({ ...valid, attendees: { employeeIds, people: [] } })).toEqual({});
    expect(errorsOf({ ...valid, attendees: { employeeIds, people: [lea] } })).toEqual({
      attendees: 'tooManyAttendees',
    });
  });

  it('asks each person typed in for their names, and a valid email when one is given', () => {
    const people = [
      { firstName: ' ', lastName: '', email: '' },
      { firstName: 'Zoé', lastName: 'Roy', email: 'zoe@' },
      { firstName: 'x'.repeat(101), lastName: 'Roy', email: '' },
    ];
    expect(errorsOf({ ...valid, attendees: { employeeIds: [], people } })).toEqual({
      'attendees.people.0.firstName': 'firstNameRequired',
      'attendees.people.0.lastName': 'lastNameRequired',
      'attendees.people.1.email': 'emailInvalid',
      'attendees.people.2.firstName': 'tooLong',
    });
  });

  it('counts a seat per employee checked and per person typed in', () => {
    expect(seatCount({ employeeIds: [21, 22], people: [lea] })).toBe(3);
    expect(seatCount({ employeeIds: [], people: [] })).toBe(0);
  });

  it('counts the seats to name later with the others, up to fifty in all', () => {
    expect(seatCount({ employeeIds: [21], people: [lea], unnamed: '3' })).toBe(5);
    expect(seatCount({ employeeIds: [], people: [], unnamed: '' })).toBe(0);
    expect(
      errorsOf({ ...valid, attendees: { employeeIds: [], people: [], unnamed: '2' } }),
    ).toEqual({});
    expect(
      errorsOf({ ...valid, attendees: { employeeIds: [21], people: [], unnamed: '50' } }),
    ).toEqual({ attendees: 'tooManyAttendees' });
    expect(
      errorsOf({ ...valid, attendees: { employeeIds: [21], people: [], unnamed: '-1' } }),
    ).toEqual({ 'attendees.unnamed': 'unnamedInvalid' });
    expect(
      errorsOf({ ...valid, attendees: { employeeIds: [21], people: [], unnamed: '51' } }),
    ).toEqual({ attendees: 'tooManyAttendees', 'attendees.unnamed': 'unnamedInvalid' });
  });
});

describe('the team booking request', () => {
  it('pays on invoice, lists the employees by id first, then the people with their email when given', () => {
    const values = teamBookingSchema.parse({
      ...valid,
      attendees: {
        employeeIds: [21, 22],
        people: [lea, { firstName: 'Zoé', lastName: 'Roy', email: 'zoe@acme.example' }],
      },
    });
    expect(toNewTeamBooking(values)).toEqual({
      sessionId: 31,
      paymentMethod: 'invoice',
      attendees: [
        { employeeId: 21 },
        { employeeId: 22 },
        { firstName: 'Léa', lastName: 'Roy' },
        { firstName: 'Zoé', lastName: 'Roy', email: 'zoe@acme.example' },
      ],
    });
  });

  it('pays by card when the form says so', () => {
    const values = teamBookingSchema.parse({ ...valid, paymentMethod: 'card' });
    expect(toNewTeamBooking(values)).toMatchObject({ sessionId: 31, paymentMethod: 'card' });
  });

  it('requires a payment method, invoice or card', () => {
    expect(errorsOf({ ...valid, paymentMethod: 'cash' })).toEqual({
      paymentMethod: 'paymentMethodRequired',
    });
  });

  it('adds an empty attendee per seat to name later, last', () => {
    const values = teamBookingSchema.parse({
      ...valid,
      attendees: { employeeIds: [21], people: [], unnamed: '2' },
    });
    expect(toNewTeamBooking(values).attendees).toEqual([{ employeeId: 21 }, {}, {}]);
  });
});

describe('the server’s refusal of a team booking', () => {
  it('puts an attendee’s field error on the row of the person typed in, after the employees checked', () => {
    expect(
      teamBookingErrorsFromServer(
        {
          'attendees[3].email': 'invalid-email',
          'attendees[2].lastName': 'required',
          'attendees[2].firstName': 'too-long',
        },
        2,
      ),
    ).toEqual({
      'attendees.people.0.firstName': 'tooLong',
      'attendees.people.0.lastName': 'lastNameRequired',
      'attendees.people.1.email': 'emailInvalid',
    });
  });

  it('lists the errors in the form’s order, rows by their place, not the server’s', () => {
    const errors = teamBookingErrorsFromServer(
      {
        'attendees[10].email': 'invalid-email',
        'attendees[2].email': 'invalid-email',
        'attendees[2].firstName': 'required',
        sessionId: 'required',
      },
      0,
    );
    expect(Object.keys(errors)).toEqual([
      'sessionId',
      'attendees.people.2.firstName',
      'attendees.people.2.email',
      'attendees.people.10.email',
    ]);
  });

  it('says so on the list when an employee checked is not the company’s, has left, or is there twice', () => {
    expect(teamBookingErrorsFromServer({ 'attendees[1].employeeId': 'not-found' }, 2)).toEqual({
      'attendees.employeeIds': 'employeeNotFound',
    });
    expect(teamBookingErrorsFromServer({ 'attendees[1].employeeId': 'employee-left' }, 2)).toEqual({
      'attendees.employeeIds': 'employeeLeft',
    });
    expect(teamBookingErrorsFromServer({ 'attendees[0].employeeId': 'duplicate' }, 1)).toEqual({
      'attendees.employeeIds': 'employeeDuplicate',
    });
  });

  it('names a missing session, and a team missing or too large', () => {
    expect(
      teamBookingErrorsFromServer({ sessionId: 'required', attendees: 'too-many' }, 0),
    ).toEqual({ sessionId: 'sessionRequired', attendees: 'tooManyAttendees' });
    expect(teamBookingErrorsFromServer({ attendees: 'required' }, 0)).toEqual({
      attendees: 'attendeesRequired',
    });
  });

  it('gives a field it does not know to the attendees as a whole', () => {
    expect(teamBookingErrorsFromServer({ 'attendees[1].employeeId': 'not-found' }, 1)).toEqual({
      attendees: 'invalid',
    });
    expect(teamBookingErrorsFromServer({ 'attendees[0]': 'invalid' }, 0)).toEqual({
      attendees: 'invalid',
    });
  });

  it('tells apart a full session, one no longer open, a course withdrawn and credit not approved', () => {
    const refusal = (status: number, code: string) =>
      teamBookingFailure(new ApiError(status, code, code));
    expect(refusal(409, 'session-full')).toBe('sessionFull');
    expect(refusal(409, 'session-unavailable')).toBe('sessionUnavailable');
    expect(refusal(409, 'course-unavailable')).toBe('courseUnavailable');
    // The server may say so with a 404 when the course itself is withdrawn.
    expect(refusal(404, 'course-unavailable')).toBe('courseUnavailable');
    expect(refusal(409, 'credit-not-approved')).toBe('creditNotApproved');
    expect(refusal(503, 'payments-unavailable')).toBe('paymentsUnavailable');
    expect(refusal(429, 'rate-limited')).toBe('rateLimited');
    expect(refusal(500, 'internal')).toBe('failed');
    expect(teamBookingFailure(new TypeError('offline'))).toBe('failed');
  });
});
