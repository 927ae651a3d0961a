import { ApiError } from '@/lib/api/api-error';
import { messagesFromServer, type ReasonMessages } from '@/lib/forms/server-errors';
import type { TrainingRequestErrorKey, TrainingRequestField } from './schema';

type Key = TrainingRequestErrorKey;

/** The server's names of the fields (the contact's nested: `contact.email`), as the form's. */
const serverFields: Readonly<Record<string, TrainingRequestField>> = {
  courseIds: 'courseIds',
  people: 'people',
  language: 'language',
  address: 'address',
  preferredDates: 'preferredDates',
  companyId: 'companyId',
  company: 'company',
  'contact.firstName': 'firstName',
  'contact.lastName': 'lastName',
  'contact.email': 'email',
  'contact.phone': 'phone',
  message: 'message',
  newsConsent: 'newsConsent',
};

/** How the form words the server's reasons. */
const trainingRequestMessages: ReasonMessages<TrainingRequestField, Key> = {
  reasons: {
    'too-long': 'tooLong',
    'invalid-email': 'emailInvalid',
    'invalid-phone': 'phoneInvalid',
  },
  required: {
    courseIds: 'coursesRequired',
    address: 'addressRequired',
    preferredDates: 'preferredDatesRequired',
    company: 'companyRequired',
    firstName: 'firstNameRequired',
    lastName: 'lastNameRequired',
    email: 'emailRequired',
  },
  byField: {
    courseIds: (reason) =>
      reason === 'unknown-course'
        ? 'unknownCourse'
        : reason === 'too-many'
          ? 'tooManyCourses'
          : 'coursesRequired',
    people: () => 'peopleInvalid',
    language: () => 'languageRequired',
    companyId: () => 'companyUnknown',
  },
  fallback: 'invalid',
};

/** What to show for a failed POST /api/training-requests, and what to read again. */
export interface TrainingRequestErrorOutcome {
  /** Messages to put under fields. */
  fields: Partial<Record<TrainingRequestField, Key>>;
  /** The message above the button; null when the fields say it all. */
  form: Key | null;
  /** A course left the catalogue, or the person no longer manages the company: read it again. */
  refresh: 'courses' | 'companies' | null;
}

/** `withCompany`: the request named one of the person's companies (companyId). */
export function trainingRequestErrorOutcome(
  error: unknown,
  withCompany: boolean,
): TrainingRequestErrorOutcome {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'failed', refresh: null };
  // 404: the company chosen is not one the person manages (any more); the list is read again.
  if (error.status === 404 && withCompany) {
    return { fields: {}, form: 'companyUnknown', refresh: 'companies' };
  }
  if (error.status === 429 || error.code === 'rate-limited') {
    return { fields: {}, form: 'rateLimited', refresh: null };
  }
  if (error.code === 'network-error') return { fields: {}, form: 'network', refresh: null };
  const fields = messagesFromServer(error.fields, serverFields, trainingRequestMessages);
  return {
    fields,
    form: Object.keys(fields).length > 0 ? null : 'failed',
    refresh: fields.courseIds === 'unknownCourse' ? 'courses' : null,
  };
}
