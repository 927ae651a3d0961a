import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import type { Resources } from '@/lib/i18n/resources';
import type { InstructorCandidate } from './api/types';

/** Keys of adminBookings:sessions.staffing.errors. */
export type StaffingErrorKey = keyof Resources['adminBookings']['sessions']['staffing']['errors'];

const message = (key: StaffingErrorKey) => ({ error: key });

/** The most instructors one offer goes to (the server's limit). */
const MAX_OFFERED = 20;

/** The instructors checked to offer the session to: 1 to 20. */
export const staffingSchema = z.object({
  instructorIds: z
    .array(z.number().int().positive())
    .min(1, message('noneChecked'))
    .max(MAX_OFFERED, message('tooMany')),
});

export type StaffingValues = z.output<typeof staffingSchema>;

/**
 * Whether a candidate may be offered the session: not one who teaches it already, nor one whose
 * offer is open or accepted (declined and taken offers may be made again).
 */
export function canBeOffered(candidate: InstructorCandidate): boolean {
  return !candidate.staffed && candidate.offer !== 'offered' && candidate.offer !== 'accepted';
}

/** Why the server refused the offer, as the panel says it: on the list, or above it. */
export function staffingErrorFromServer(error: unknown): {
  field: boolean;
  key: StaffingErrorKey;
} {
  if (!(error instanceof ApiError)) return { field: false, key: 'failed' };
  const reason = error.fields.instructorIds;
  if (error.status === 400 && reason) {
    if (reason === 'too-many') return { field: true, key: 'tooMany' };
    if (reason === 'required') return { field: true, key: 'noneChecked' };
    return { field: true, key: 'unknownInstructor' };
  }
  if (error.code === 'session-cancelled') return { field: false, key: 'sessionCancelled' };
  if (error.status === 404) return { field: false, key: 'notFound' };
  if (error.status === 409) return { field: false, key: 'conflict' };
  return { field: false, key: 'failed' };
}
