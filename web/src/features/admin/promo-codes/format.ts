import type { AdminCourse } from '@/lib/api/course-types';
import { formatMoney } from '@/lib/format/money';
import { formatWholeNumber } from '@/lib/format/number';
import { toLanguage, type Language } from '@/lib/i18n/languages';
import type { PromoCode } from './api/types';

/** A code's discount: "25 %" (a no-break space) or "20,00 $" in French, "25%" or "$20.00" in English. */
export function formatDiscount(
  code: Pick<PromoCode, 'percentOff' | 'amountOffCents'>,
  language: string | undefined,
): string {
  if (code.percentOff !== null) {
    return toLanguage(language) === 'en' ? `${code.percentOff}%` : `${code.percentOff}\u00a0%`;
  }
  return formatMoney(code.amountOffCents ?? 0, language);
}

/** A code's uses against its limit, "3 / 10"; the count alone when it has none. */
export function formatUses(
  code: Pick<PromoCode, 'uses' | 'maxUses'>,
  language: string | undefined,
): string {
  const uses = formatWholeNumber(code.uses, language);
  return code.maxUses === null ? uses : `${uses} / ${formatWholeNumber(code.maxUses, language)}`;
}

/** Which dates bound a code: none, a first day, a last day, or both. */
export type Validity = 'always' | 'from' | 'until' | 'between';

export function validityOf(code: Pick<PromoCode, 'startsOn' | 'endsOn'>): Validity {
  if (code.startsOn && code.endsOn) return 'between';
  if (code.startsOn) return 'from';
  return code.endsOn ? 'until' : 'always';
}

/** A course's title in the admin's language, else in the other one. */
export function courseTitleOf(course: Pick<AdminCourse, 'title'>, language: Language): string {
  return course.title[language] || course.title[language === 'fr' ? 'en' : 'fr'];
}

/**
 * The titles of a code's courses, in its order (none: every course); null for a course the list
 * does not have.
 */
export function courseTitles(
  courseIds: readonly number[],
  courses: readonly AdminCourse[],
  language: Language,
): { id: number; title: string | null }[] {
  const byId = new Map(courses.map((course) => [course.id, course]));
  return courseIds.map((id) => {
    const course = byId.get(id);
    return { id, title: course ? courseTitleOf(course, language) : null };
  });
}
