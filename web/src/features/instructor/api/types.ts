import type { Schemas } from '@/lib/api/types';

/** The signed-in instructor: names, languages taught and instructor numbers. */
export type Instructor = Schemas['Instructor'];

/** What the instructor changes of their profile (PUT /api/instructor/profile). */
export type InstructorRequest = Schemas['InstructorRequest'];

/** A session the instructor teaches, with its seats, its instructors and its roster's state. */
export type InstructorSession = Schemas['InstructorSession'];

/** A session's roster: the session, the roster's state and every attendee. */
export type Roster = Schemas['Roster'];

/** One attendee of a roster: booking, payment, special requests, check-in, result and note. */
export type RosterAttendee = Schemas['RosterAttendee'];

/** A change of an attendee's check-in, result or note, with the version the device last saw. */
export type RosterEntryRequest = Schemas['RosterEntryRequest'];

/** What signing a roster issued: the certificates, and the attendees left out with why. */
export type FinalizedRoster = Schemas['FinalizedRoster'];

export type Attendance = NonNullable<RosterAttendee['attendance']>;
export type Result = NonNullable<RosterAttendee['result']>;

/** The instructor's weekly hours and time off (GET and PUT /api/instructor/availability). */
export type Availability = Schemas['Availability'];

/** A session offered to the instructor, with its state and the session (GET /api/instructor/offers). */
export type StaffingOffer = Schemas['StaffingOffer'];
