import type { AdminCourse } from '@/lib/api/course-types';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The courses whose title (either language), instructor or category (its code or its label)
 * contains every word of `search`, accents and case aside.
 */
export function searchCourses(
  courses: readonly AdminCourse[],
  search: string,
  categoryLabel: (category: AdminCourse['category']) => string,
): AdminCourse[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...courses];
  return courses.filter((course) => {
    const haystack = fold(
      [
        course.title.fr,
        course.title.en,
        course.instructor,
        course.category,
        categoryLabel(course.category),
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
