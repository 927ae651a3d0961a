import { z } from 'zod';
import {
  CATEGORIES,
  CERTIFICATION_LEVELS,
  LEVELS,
  type AdminCourse,
  type CourseInput,
} from '@/lib/api/course-types';
import type { Resources } from '@/lib/i18n/resources';
import type { Language } from '@/lib/i18n/languages';

/** Keys of courses:editor.errors; the form keeps keys and translates them where shown. */
export type CourseFormErrorKey = keyof Resources['courses']['editor']['errors'];
const message = (key: CourseFormErrorKey) => ({ error: key });

export const MAX_TAGS = 20;
export const TAG_MAX_LENGTH = 40;
const MAX_PRICE_DOLLARS = 1_000_000;
const MAX_DURATION_HOURS = 200;
export const MAX_VALID_MONTHS = 120;
const DEFAULT_VALID_MONTHS = 36;
export const WHAT_TO_BRING_MAX_LENGTH = 1000;
export const MAX_PARTICIPANTS_PER_INSTRUCTOR = 100;

/** Reads "150", "150.5", "150,50" or "1 250,00 $" as a number; null when it is not one. */
export function parseDecimal(text: string): number | null {
  const normalized = text
    .trim()
    .replace(/\$$/, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : null;
}

function isMoney(text: string): boolean {
  const value = parseDecimal(text);
  return value !== null && value <= MAX_PRICE_DOLLARS && Math.round(value * 100) === value * 100;
}

function isDuration(text: string): boolean {
  const value = parseDecimal(text);
  return value !== null && value > 0 && value <= MAX_DURATION_HOURS;
}

/** A whole number of participants per instructor from 1 to 100, as the server takes it. */
function isParticipantsPerInstructor(text: string): boolean {
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_PARTICIPANTS_PER_INSTRUCTOR;
}

/** A whole number of months from 1 to 120, as the server takes it. */
function isValidMonths(text: string): boolean {
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_VALID_MONTHS;
}

const SITE_IMAGE_PATH = /^\/(images|uploads)\/[A-Za-z0-9._/-]+$/;

/** An http(s) address, or an image of the site itself (/images/…, /uploads/…). */
export function isImageUrl(text: string): boolean {
  if (SITE_IMAGE_PATH.test(text)) return !text.includes('..') && !text.includes('//');
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A topic tag in French and English; a blank English tag reads as the French one. */
export interface CourseTag {
  fr: string;
  en: string;
}

const sameTag = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Why `candidate` cannot join `tags`, or null when it can: trimmed, French non-blank, each
 * language's wording new in the list (as the server checks).
 */
export function tagProblem(
  tags: readonly CourseTag[],
  candidate: CourseTag,
): CourseFormErrorKey | null {
  const fr = candidate.fr.trim();
  const en = candidate.en.trim();
  if (fr === '') return 'blankTag';
  if (fr.length > TAG_MAX_LENGTH || en.length > TAG_MAX_LENGTH) return 'tagTooLong';
  if (tags.some((tag) => sameTag(tag.fr, fr) || (en !== '' && sameTag(tag.en, en))))
    return 'duplicateTag';
  if (tags.length >= MAX_TAGS) return 'tooManyTags';
  return null;
}

/** A check that leaves the empty value to the "required" rule (one message per field). */
const orEmpty = (check: (text: string) => boolean) => (text: string) => text === '' || check(text);

const requiredText = (max: number) =>
  z.string().trim().min(1, message('required')).max(max, message('tooLong'));

export const courseFormSchema = z
  .object({
    titleFr: requiredText(200),
    titleEn: requiredText(200),
    descriptionFr: requiredText(5000),
    descriptionEn: requiredText(5000),
    instructor: requiredText(120),
    price: z.string().trim().min(1, message('required')).refine(orEmpty(isMoney), message('price')),
    originalPrice: z.string().trim().refine(orEmpty(isMoney), message('price')),
    durationHours: z
      .string()
      .trim()
      .min(1, message('required'))
      .refine(orEmpty(isDuration), message('duration')),
    level: z.enum(LEVELS, message('invalidChoice')),
    category: z.enum(CATEGORIES, message('invalidChoice')),
    certificationLevel: z.enum(CERTIFICATION_LEVELS, message('invalidChoice')),
    accreditationFr: z.string().trim().max(200, message('tooLong')),
    accreditationEn: z.string().trim().max(200, message('tooLong')),
    image: z
      .string()
      .trim()
      .max(2000, message('tooLong'))
      .refine(orEmpty(isImageUrl), message('invalidUrl')),
    tags: z.array(z.object({ fr: z.string(), en: z.string() })).superRefine((tags, context) => {
      const problem = tags.reduce<CourseFormErrorKey | null>(
        (found, tag, index) => found ?? tagProblem(tags.slice(0, index), tag),
        null,
      );
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    published: z.boolean(),
    workplaceFirstAid: z.boolean(),
    earlyChildhood: z.boolean(),
    /** '' when the course states none, else a whole number from 1 to 100. */
    participantsPerInstructor: z
      .string()
      .trim()
      .refine(orEmpty(isParticipantsPerInstructor), message('participantsPerInstructor')),
    certificateValidMonths: z
      .string()
      .trim()
      .min(1, message('required'))
      .refine(orEmpty(isValidMonths), message('validMonths')),
    /** '' for none, else the renewing course's id (possibly the course's own). */
    renewalCourseId: z.string().regex(/^(\d+)?$/, message('invalidChoice')),
    whatToBringFr: z.string().trim().max(WHAT_TO_BRING_MAX_LENGTH, message('tooLong')),
    whatToBringEn: z.string().trim().max(WHAT_TO_BRING_MAX_LENGTH, message('tooLong')),
  })
  // French is the reference text: English alone is refused, as the server does.
  .superRefine((values, context) => {
    if (values.whatToBringFr === '' && values.whatToBringEn !== '')
      context.addIssue({
        code: 'custom',
        path: ['whatToBringFr'],
        message: 'frenchFirst' satisfies CourseFormErrorKey,
      });
  });

export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseFormValues = z.output<typeof courseFormSchema>;

const toCents = (text: string) => Math.round((parseDecimal(text) ?? 0) * 100);

/** The request body for the values of a valid form. */
export function toCourseInput(values: CourseFormValues): CourseInput {
  return {
    title: { fr: values.titleFr, en: values.titleEn },
    description: { fr: values.descriptionFr, en: values.descriptionEn },
    instructor: values.instructor,
    priceCents: toCents(values.price),
    originalPriceCents: values.originalPrice === '' ? 0 : toCents(values.originalPrice),
    durationHours: parseDecimal(values.durationHours) ?? 0,
    level: values.level,
    category: values.category,
    certificationLevel: values.certificationLevel,
    accreditation: { fr: values.accreditationFr, en: values.accreditationEn },
    image: values.image,
    tags: values.tags.map((tag) => ({ fr: tag.fr.trim(), en: tag.en.trim() })),
    published: values.published,
    workplaceFirstAid: values.workplaceFirstAid,
    earlyChildhood: values.earlyChildhood,
    participantsPerInstructor:
      values.participantsPerInstructor === '' ? null : Number(values.participantsPerInstructor),
    certificateValidMonths: Number(values.certificateValidMonths),
    renewalCourseId: values.renewalCourseId === '' ? null : Number(values.renewalCourseId),
    whatToBring: { fr: values.whatToBringFr, en: values.whatToBringEn },
  };
}

/** Dollars as an admin types them: "150,00" in French, "150.00" in English. */
function dollars(cents: number, language: Language): string {
  const text = (cents / 100).toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}

const certification = (level: string): CourseFormInput['certificationLevel'] =>
  (CERTIFICATION_LEVELS as readonly string[]).includes(level)
    ? (level as CourseFormInput['certificationLevel'])
    : '';

/** The form's starting values: empty for a new course, the course's own when editing. */
export function courseFormDefaults(
  course: AdminCourse | null,
  language: Language,
): CourseFormInput {
  if (!course) {
    return {
      titleFr: '',
      titleEn: '',
      descriptionFr: '',
      descriptionEn: '',
      instructor: '',
      price: '',
      originalPrice: '',
      durationHours: '',
      level: 'Beginner',
      category: 'emergency-medicine',
      certificationLevel: '',
      accreditationFr: '',
      accreditationEn: '',
      image: '',
      tags: [],
      published: true,
      workplaceFirstAid: false,
      earlyChildhood: false,
      participantsPerInstructor: '',
      certificateValidMonths: String(DEFAULT_VALID_MONTHS),
      renewalCourseId: '',
      whatToBringFr: '',
      whatToBringEn: '',
    };
  }
  return {
    titleFr: course.title.fr,
    titleEn: course.title.en,
    descriptionFr: course.description.fr,
    descriptionEn: course.description.en,
    instructor: course.instructor,
    price: dollars(course.priceCents, language),
    originalPrice:
      course.originalPriceCents > 0 ? dollars(course.originalPriceCents, language) : '',
    durationHours:
      language === 'fr'
        ? String(course.durationHours).replace('.', ',')
        : String(course.durationHours),
    level: course.level,
    category: course.category,
    certificationLevel: certification(course.certificationLevel),
    accreditationFr: course.accreditation.fr,
    accreditationEn: course.accreditation.en,
    image: course.image,
    tags: course.tags.map((tag) => ({ fr: tag.fr, en: tag.en })),
    published: course.published,
    workplaceFirstAid: course.workplaceFirstAid,
    earlyChildhood: course.earlyChildhood,
    participantsPerInstructor:
      course.participantsPerInstructor === null ? '' : String(course.participantsPerInstructor),
    certificateValidMonths: String(course.certificateValidMonths),
    renewalCourseId: course.renewalCourseId === null ? '' : String(course.renewalCourseId),
    whatToBringFr: course.whatToBring.fr,
    whatToBringEn: course.whatToBring.en,
  };
}
