import type { FieldPath } from 'react-hook-form';
import { messagesFromServer } from '@/lib/forms/server-errors';
import type { CourseFormErrorKey, CourseFormInput } from './course-form-schema';

type Field = FieldPath<CourseFormInput>;

/** The form field of each field name the server reports. */
const fieldOfServer: Record<string, Field> = {
  'title.fr': 'titleFr',
  'title.en': 'titleEn',
  title: 'titleFr',
  'description.fr': 'descriptionFr',
  'description.en': 'descriptionEn',
  description: 'descriptionFr',
  instructor: 'instructor',
  priceCents: 'price',
  originalPriceCents: 'originalPrice',
  durationHours: 'durationHours',
  level: 'level',
  category: 'category',
  certificationLevel: 'certificationLevel',
  'accreditation.fr': 'accreditationFr',
  'accreditation.en': 'accreditationEn',
  accreditation: 'accreditationFr',
  image: 'image',
  tags: 'tags',
  published: 'published',
  workplaceFirstAid: 'workplaceFirstAid',
  earlyChildhood: 'earlyChildhood',
  participantsPerInstructor: 'participantsPerInstructor',
  certificateValidMonths: 'certificateValidMonths',
  renewalCourseId: 'renewalCourseId',
  'whatToBring.fr': 'whatToBringFr',
  'whatToBring.en': 'whatToBringEn',
  whatToBring: 'whatToBringFr',
};

const keyOfReason: Record<string, CourseFormErrorKey> = {
  required: 'required',
  'too-long': 'tooLong',
  'invalid-type': 'invalidType',
  'out-of-range': 'outOfRange',
  'invalid-url': 'invalidUrl',
  'invalid-choice': 'invalidChoice',
  'duplicate-tag': 'duplicateTag',
  'unknown-course': 'unknownCourse',
};

/** The words of a field whose number is out of its range or not a number. */
const numberReason =
  (key: CourseFormErrorKey) =>
  (reason: string): CourseFormErrorKey | undefined =>
    reason === 'out-of-range' || reason === 'invalid-type' ? key : undefined;

/** The server's `fields` as form errors (message keys); fields the form lacks are left out. */
export function formErrorsFromServer(
  fields: Readonly<Record<string, string>>,
): Partial<Record<Field, CourseFormErrorKey>> {
  return messagesFromServer(fields, fieldOfServer, {
    reasons: keyOfReason,
    // Reasons that a field says better in its own words.
    byField: {
      certificateValidMonths: numberReason('validMonths'),
      participantsPerInstructor: numberReason('participantsPerInstructor'),
      whatToBringFr: (reason) => (reason === 'required' ? 'frenchFirst' : undefined),
    },
    fallback: 'invalid',
  });
}
