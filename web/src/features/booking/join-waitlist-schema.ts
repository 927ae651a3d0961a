import { z } from 'zod';
import { PERSON_FIELDS } from '@/lib/forms/person-fields';
import { contactFields } from '@/lib/forms/rules';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of waitlist:errors; the form keeps keys and translates them on display. */
export type JoinWaitlistErrorKey = keyof Resources['waitlist']['errors'];

/** The most seats one person may wait for (the server's limit). */
const MAX_SEATS = 10;

/** The most seats one may ask for in a session of `capacity` seats: 1 to 10, never above it. */
export function maxWaitlistSeats(capacity: number): number {
  return Math.max(1, Math.min(MAX_SEATS, capacity));
}

/**
 * The form that joins a full session's waiting list: who, and how many seats (a choice of 1 to
 * `maxSeats`); the same rules as the server's (POST /api/sessions/{id}/waitlist).
 */
export function joinWaitlistSchema(maxSeats: number) {
  return z.object({
    ...contactFields(),
    seats: z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= maxSeats, {
        error: 'seatsInvalid' satisfies JoinWaitlistErrorKey,
      })
      .transform(Number),
  });
}

export type JoinWaitlistInput = z.input<ReturnType<typeof joinWaitlistSchema>>;
export type JoinWaitlistValues = z.output<ReturnType<typeof joinWaitlistSchema>>;

/** The form's fields, top to bottom: the first one in error gets the focus. */
export const joinWaitlistFields = [
  ...PERSON_FIELDS,
  'seats',
] as const satisfies readonly (keyof JoinWaitlistInput)[];

export type JoinWaitlistField = (typeof joinWaitlistFields)[number];
