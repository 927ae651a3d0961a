import { z } from 'zod';
import { PERSON_FIELDS } from '@/lib/forms/person-fields';
import { contactFields, requiredText } from '@/lib/forms/rules';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { Resources } from '@/lib/i18n/resources';
import type { TrainingRequestInput } from './api/create-training-request';

/** Keys of trainingRequest:errors; the form keeps keys and translates them on display. */
export type TrainingRequestErrorKey = keyof Resources['trainingRequest']['errors'];

const message = (key: TrainingRequestErrorKey) => ({ error: key });

/** The server's limits (TrainingRequestInput). */
const MAX_COURSES = 5;
const MAX_PEOPLE = 500;
export const MESSAGE_MAX_LENGTH = 2000;
export const DATES_MAX_LENGTH = 500;

const text = (required: TrainingRequestErrorKey, max: number) =>
  requiredText<TrainingRequestErrorKey>({ required, tooLong: 'tooLong' }, max);

/**
 * The request for a training at the employer's, with the server's rules: 1 to 5 catalogue
 * courses, 1 to 500 people, the workplace's address, the dates wished in the person's words, the
 * training's language, the company (one the person manages, `companyId`, or a name), the contact,
 * a message and the news consent, unticked unless the person ticks it.
 */
export const trainingRequestSchema = z.object({
  courseIds: z
    .array(z.number().int())
    .min(1, message('coursesRequired'))
    .max(MAX_COURSES, message('tooManyCourses')),
  people: z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PEOPLE,
      message('peopleInvalid'),
    )
    .transform(Number),
  language: z.enum(LANGUAGES, message('languageRequired')),
  address: text('addressRequired', 300),
  preferredDates: text('preferredDatesRequired', DATES_MAX_LENGTH),
  /** One of the companies the person manages ('' for another one, named in `company`). */
  companyId: z.string(),
  company: text('companyRequired', 200),
  ...contactFields(),
  message: z.string().trim().max(MESSAGE_MAX_LENGTH, message('tooLong')),
  newsConsent: z.boolean(),
  /** The honeypot: empty unless a robot fills it in. */
  website: z.string(),
});

export type TrainingRequestFormInput = z.input<typeof trainingRequestSchema>;
export type TrainingRequestFormValues = z.output<typeof trainingRequestSchema>;

/** The form's fields, top to bottom: the first one in error gets the focus. */
export const trainingRequestFields = [
  'courseIds',
  'people',
  'language',
  'address',
  'preferredDates',
  'companyId',
  'company',
  ...PERSON_FIELDS,
  'message',
  'newsConsent',
] as const satisfies readonly (keyof TrainingRequestFormInput)[];

export type TrainingRequestField = (typeof trainingRequestFields)[number];

/** The request's body: the optional fields only when filled in. */
export function toTrainingRequest(values: TrainingRequestFormValues): TrainingRequestInput {
  const { firstName, lastName, email, phone } = values;
  return {
    courseIds: values.courseIds,
    people: values.people,
    address: values.address,
    preferredDates: values.preferredDates,
    language: values.language,
    contact: { firstName, lastName, email, ...(phone ? { phone } : {}) },
    company: values.company,
    ...(values.companyId ? { companyId: Number(values.companyId) } : {}),
    ...(values.message ? { message: values.message } : {}),
    newsConsent: values.newsConsent,
    ...(values.website ? { website: values.website } : {}),
  };
}
