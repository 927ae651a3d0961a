import { z } from 'zod';
import type { Resources } from '@/lib/i18n/resources';
import type { SessionInput } from './api/types';

/** Keys of adminBookings:sessions.errors (as schema.ts's SessionErrorKey). */
type ErrorKey = keyof Resources['adminBookings']['sessions']['errors'];

const message = (key: ErrorKey) => ({ error: key });

/** The languages a session is taught in, French first (the server's default). */
export const SESSION_LANGUAGES = ['fr', 'en'] as const;
/** Hours before the first day when the minimum is decided, when the office says nothing else. */
export const DEFAULT_DECISION_HOURS = 72;
const MAX_DECISION_HOURS = 720;
const MAX_MINIMUM = 10_000;
const HOUR_MS = 3_600_000;

type SessionLanguage = (typeof SESSION_LANGUAGES)[number];

/**
 * The session's language and its minimum enrolment: at most `minimumSeats` seats under which it is
 * cancelled (0: no minimum), decided `decisionHoursBefore` hours before its first day (read only
 * with a minimum; the field is hidden without one).
 */
export const enrolmentFields = {
  language: z.enum(SESSION_LANGUAGES, message('invalid')),
  minimumSeats: z
    .string()
    .trim()
    .regex(/^\d+$/, message('minimumRange'))
    .transform(Number)
    .pipe(z.number().int().max(MAX_MINIMUM, message('minimumRange'))),
  decisionHoursBefore: z.string().trim(),
};

type Enrolment = { capacity: number; minimumSeats: number; decisionHoursBefore: string };

/** The hours typed, when they are a whole number from 1 to 720. */
function decisionHours(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const hours = Number(text);
  return hours >= 1 && hours <= MAX_DECISION_HOURS ? hours : null;
}

/** No minimum above the capacity; with a minimum, a decision time from 1 to 720 hours before. */
export function checkEnrolment(values: Enrolment, context: z.RefinementCtx) {
  if (values.minimumSeats > values.capacity) {
    context.addIssue({ code: 'custom', path: ['minimumSeats'], message: 'minimumAboveCapacity' });
  }
  if (values.minimumSeats > 0 && decisionHours(values.decisionHoursBefore) === null) {
    context.addIssue({
      code: 'custom',
      path: ['decisionHoursBefore'],
      message: 'decisionHoursRange',
    });
  }
}

/** What the server takes of them: the decision time only with a minimum. */
export function toEnrolmentInput(
  values: Omit<Enrolment, 'capacity'> & { language: SessionLanguage },
): Pick<SessionInput, 'language' | 'minimumSeats' | 'decisionHoursBefore'> {
  const hours = decisionHours(values.decisionHoursBefore);
  return {
    language: values.language,
    minimumSeats: values.minimumSeats,
    ...(values.minimumSeats > 0 && hours !== null ? { decisionHoursBefore: hours } : {}),
  };
}

/** What a session says of them (none on a new one, or from a server that does not send them). */
interface EnrolledSession {
  startsAt: string;
  language?: SessionLanguage;
  minimumSeats?: number;
  decisionAt?: string | null;
}

/**
 * The fields' starting values: the session's language and minimum, and its decision time as the
 * hours between its decision and its first day's start (72 for a new one or without a minimum).
 */
export function enrolmentDefaults(session?: EnrolledSession) {
  const minimum = session?.minimumSeats ?? 0;
  let hours = DEFAULT_DECISION_HOURS;
  if (session?.decisionAt && minimum > 0) {
    const before = Math.round(
      (Date.parse(session.startsAt) - Date.parse(session.decisionAt)) / HOUR_MS,
    );
    if (before >= 1 && before <= MAX_DECISION_HOURS) hours = before;
  }
  return {
    language: session?.language ?? 'fr',
    minimumSeats: String(minimum),
    decisionHoursBefore: String(hours),
  };
}

type EnrolmentField = keyof typeof enrolmentFields;

/** The form's field and message of the server's refusal of one of them; null for another field. */
export function enrolmentError(name: string, reason: string): [EnrolmentField, ErrorKey] | null {
  if (name === 'language') return ['language', 'invalid'];
  if (name === 'minimumSeats') {
    return ['minimumSeats', /capacity/.test(reason) ? 'minimumAboveCapacity' : 'minimumRange'];
  }
  if (name === 'decisionHoursBefore') return ['decisionHoursBefore', 'decisionHoursRange'];
  return null;
}
