import { ApiError } from '@/lib/api/api-error';
import type { JoinWaitlistErrorKey, JoinWaitlistField } from './join-waitlist-schema';

const fieldOfServer: Record<string, JoinWaitlistField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  seats: 'seats',
};

const requiredKey: Partial<Record<JoinWaitlistField, JoinWaitlistErrorKey>> = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  email: 'emailRequired',
};

function keyOf(field: JoinWaitlistField, reason: string): JoinWaitlistErrorKey {
  // Too many seats for the session, or not a number: the choice of the list is the fix.
  if (field === 'seats') return 'seatsInvalid';
  switch (reason) {
    case 'required':
      return requiredKey[field] ?? 'invalid';
    case 'too-long':
      return 'tooLong';
    case 'invalid-email':
      return 'emailInvalid';
    case 'invalid-phone':
      return 'phoneInvalid';
    default:
      return 'invalid';
  }
}

const formKeyOfCode: Record<string, JoinWaitlistErrorKey> = {
  'session-not-full': 'sessionNotFull',
  'already-waiting': 'alreadyWaiting',
  'session-unavailable': 'sessionUnavailable',
  'rate-limited': 'rateLimited',
  'network-error': 'network',
};

export interface JoinWaitlistErrorOutcome {
  /** Messages to put under fields. */
  fields: Partial<Record<JoinWaitlistField, JoinWaitlistErrorKey>>;
  /** The message above the buttons; null when the fields say it all. */
  form: JoinWaitlistErrorKey | null;
  /** The session's seats or state changed: read the sessions again. */
  refreshSessions: boolean;
}

/** What to show for a failed POST /api/sessions/{id}/waitlist. */
export function joinWaitlistErrorOutcome(error: unknown): JoinWaitlistErrorOutcome {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'failed', refreshSessions: false };
  const fields: JoinWaitlistErrorOutcome['fields'] = {};
  for (const [name, reason] of Object.entries(error.fields)) {
    const field = fieldOfServer[name];
    if (field) fields[field] = keyOf(field, reason);
  }
  const known = formKeyOfCode[error.code];
  return {
    fields,
    form: known ?? (Object.keys(fields).length > 0 ? null : 'failed'),
    refreshSessions: error.code === 'session-not-full' || error.code === 'session-unavailable',
  };
}
