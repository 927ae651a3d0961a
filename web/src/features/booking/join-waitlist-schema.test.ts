import {
  joinWaitlistSchema,
  maxWaitlistSeats,
  type JoinWaitlistInput,
} from './join-waitlist-schema';

const valid: JoinWaitlistInput = {
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: 'marie@example.com',
  phone: '',
  seats: '2',
};

/** The message key of each field in error. */
function errors(input: JoinWaitlistInput, maxSeats = 10) {
  const result = joinWaitlistSchema(maxSeats).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the waiting list form schema', () => {
  it('accepts a person and a number of seats, trims the texts and gives the seats as a number', () => {
    const result = joinWaitlistSchema(10).safeParse({ ...valid, firstName: ' Marie ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...valid, seats: 2 });
  });

  it('requires the names and a valid email; the phone is optional but checked', () => {
    expect(errors({ ...valid, firstName: ' ', lastName: '', email: 'marie@' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailInvalid',
    });
    expect(errors({ ...valid, email: '' })).toEqual({ email: 'emailRequired' });
    expect(errors({ ...valid, phone: '819 555-0142' })).toEqual({});
    expect(errors({ ...valid, phone: 'appelez-moi' })).toEqual({ phone: 'phoneInvalid' });
    expect(errors({ ...valid, lastName: 'x'.repeat(101) })).toEqual({ lastName: 'tooLong' });
  });

  it('takes 1 to the most seats allowed, nothing else', () => {
    expect(errors({ ...valid, seats: '1' })).toEqual({});
    expect(errors({ ...valid, seats: '10' })).toEqual({});
    expect(errors({ ...valid, seats: '0' })).toEqual({ seats: 'seatsInvalid' });
    expect(errors({ ...valid, seats: '11' })).toEqual({ seats: 'seatsInvalid' });
    expect(errors({ ...valid, seats: '' })).toEqual({ seats: 'seatsInvalid' });
    expect(errors({ ...valid, seats: '1.5' })).toEqual({ seats: 'seatsInvalid' });
    expect(errors({ ...valid, seats: '4' }, 3)).toEqual({ seats: 'seatsInvalid' });
  });

  it('offers at most 10 seats, and never more than the session holds', () => {
    expect(maxWaitlistSeats(12)).toBe(10);
    expect(maxWaitlistSeats(4)).toBe(4);
    expect(maxWaitlistSeats(0)).toBe(1);
  });
});
