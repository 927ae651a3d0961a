/* Vitest only: sample places in a waiting list. */
import type { WaitlistEntry } from '@/lib/api/get-waitlist-entry';

export function makeWaitlistEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 7,
    status: 'waiting',
    position: 3,
    seats: 1,
    seatsHeld: 0,
    offerExpiresAt: null,
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: 'marie@example.com',
    phone: '819 555-0100',
    language: 'fr',
    session: {
      id: 12,
      courseId: 2,
      courseTitle: {
        fr: 'Sauveteur cardio RCR-DEA niveau C',
        en: 'Cardio Rescuer CPR-AED Level C',
      },
      startsAt: '2030-12-14T09:00:00-05:00',
      endsAt: '2030-12-14T16:00:00-05:00',
      location: '123, rue Principale, Gatineau',
    },
    createdAt: '2030-11-20T14:00:00Z',
    ...overrides,
  };
}

/** An entry holding `seatsHeld` seats until Thursday, December 12, 2030, 9:00 in Quebec. */
export const offeredEntry = (overrides: Partial<WaitlistEntry> = {}) =>
  makeWaitlistEntry({
    status: 'offered',
    position: 1,
    seatsHeld: 1,
    offerExpiresAt: '2030-12-12T14:00:00Z',
    ...overrides,
  });
