import { ApiError } from '@/lib/api/api-error';
import { messagesFromServer, type ReasonMessages } from '@/lib/forms/server-errors';
import {
  joinWaitlistFields,
  type JoinWaitlistErrorKey,
  type JoinWaitlistField,
} from './join-waitlist-schema';

const requiredKey: Partial<Record<JoinWaitlistField, JoinWaitlistErrorKey>> = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  email: 'emailRequired',
};

/** How the waiting list's form words the server's reasons. */
const joinWaitlistMessages: ReasonMessages<JoinWaitlistField, JoinWaitlistErrorKey> = {
  reasons: {
    'too-long': 'tooLong',
    'invalid-email': 'emailInvalid',
    'invalid-phone': 'phoneInvalid',
  },
  required: requiredKey,
  // Too many seats for the session, or not a number: the choice of the list is the fix.
  byField: { seats: () => 'seatsInvalid' },
  fallback: 'invalid',
};

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
  const fields = messagesFromServer(error.fields, joinWaitlistFields, joinWaitlistMessages);
  const known = formKeyOfCode[error.code];
  return {
    fields,
    form: known ?? (Object.keys(fields).length > 0 ? null : 'failed'),
    refreshSessions: error.code === 'session-not-full' || error.code === 'session-unavailable',
  };
}
