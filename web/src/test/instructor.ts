/* Vitest only: a sample instructor, their sessions, a roster and an offer. */
import type { Schemas } from '@/lib/api/types';
import { withOneDay } from './bookings';

type Instructor = Schemas['Instructor'];
type InstructorSession = Schemas['InstructorSession'];
type RosterAttendee = Schemas['RosterAttendee'];
type RosterState = Schemas['RosterState'];
type Roster = Schemas['Roster'];
type StaffingOffer = Schemas['StaffingOffer'];

export function makeInstructor(overrides: Partial<Instructor> = {}): Instructor {
  return {
    id: 7,
    firstName: 'Julie',
    lastName: 'Lavoie',
    email: 'julie@example.com',
    languages: ['fr'],
    credentials: [
      { body: 'Fondation des maladies du cœur', number: 'FMC-1234', expiresOn: '2027-06-30' },
    ],
    active: true,
    ...overrides,
  };
}

/** Saturday, December 14, 2030, from 9:00 to 16:00 in Quebec. */
export function makeInstructorSession(
  overrides: Partial<InstructorSession> = {},
): InstructorSession {
  return withOneDay({
    id: 12,
    course: { id: 2, title: 'Sauveteur cardio RCR-DEA niveau C' },
    startsAt: '2030-12-14T09:00:00-05:00',
    endsAt: '2030-12-14T16:00:00-05:00',
    location: '123, rue Principale, Gatineau',
    capacity: 12,
    seatsTaken: 3,
    status: 'scheduled',
    instructors: [
      { id: 7, name: 'Julie Lavoie' },
      { id: 9, name: 'Marc Gagnon' },
    ],
    roster: 'open',
    ...overrides,
  });
}

/** An attendee of a one-day session unless `dayAttendance` says otherwise (its first day is `attendance`). */
export function makeAttendee(overrides: Partial<RosterAttendee> = {}): RosterAttendee {
  const attendance = overrides.attendance ?? null;
  return {
    bookingId: 101,
    reference: 'SEC-101',
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: 'marie@example.com',
    phone: '819 555-0100',
    company: null,
    bookingStatus: 'approved',
    paymentStatus: 'paid',
    specialRequests: '',
    attendance: null,
    result: null,
    note: '',
    version: 1,
    certificate: null,
    ...overrides,
    dayAttendance: overrides.dayAttendance ?? [attendance],
  };
}

export function makeRosterState(overrides: Partial<RosterState> = {}): RosterState {
  return {
    status: 'open',
    finalizedAt: null,
    finalizedBy: null,
    signature: null,
    reopenings: [],
    ...overrides,
  };
}

/** Session 12's roster: Marie Tremblay (paid), Luc Bélanger of Garderie Les Petits Pas (unpaid). */
export function makeRoster(overrides: Partial<Roster> = {}): Roster {
  return {
    session: makeInstructorSession(),
    roster: makeRosterState(),
    attendees: [
      makeAttendee(),
      makeAttendee({
        bookingId: 102,
        reference: 'SEC-102',
        firstName: 'Luc',
        lastName: 'Bélanger',
        email: 'luc@example.com',
        company: 'Garderie Les Petits Pas',
        bookingStatus: 'pending',
        paymentStatus: 'awaiting-payment',
        specialRequests: 'Allergie aux arachides',
      }),
    ],
    ...overrides,
  };
}

/** Session 12 offered to Julie Lavoie on November 20, 2030, still open. */
export function makeOffer(overrides: Partial<StaffingOffer> = {}): StaffingOffer {
  return {
    id: 31,
    sessionId: 12,
    instructorId: 7,
    instructorName: 'Julie Lavoie',
    status: 'offered',
    offeredAt: '2030-11-20T14:00:00Z',
    answeredAt: null,
    session: makeInstructorSession({ instructors: [] }),
    ...overrides,
  };
}
