import { useQuery } from '@tanstack/react-query';
import type { AdminCourse } from '@/lib/api/course-types';
import { adminCoursesQuery } from '@/lib/api/get-admin-courses';
import type { Language } from '@/lib/i18n/languages';

/** A course that sessions can be scheduled for. */
export interface CourseOption {
  id: number;
  title: string;
}

/** The courses that can get sessions (not archived), titled in `language`, in title order. */
export function toCourseOptions(courses: AdminCourse[], language: Language): CourseOption[] {
  return courses
    .filter((course) => !course.archived)
    .map((course) => ({ id: course.id, title: course.title[language] || course.title.fr }))
    .sort((a, b) => a.title.localeCompare(b.title, language));
}

export function useCourseOptions(language: Language, enabled = true) {
  return useQuery({
    ...adminCoursesQuery(),
    select: (courses) => toCourseOptions(courses, language),
    enabled,
  });
}
