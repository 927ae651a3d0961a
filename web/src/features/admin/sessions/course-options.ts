import { useQuery } from '@tanstack/react-query';
import type { AdminCourse } from '@/lib/api/course-types';
import { adminCoursesQuery } from '@/lib/api/get-admin-courses';
import type { Language } from '@/lib/i18n/languages';

/** A course that sessions can be scheduled for. */
export interface CourseOption {
  id: number;
  title: string;
  /** The most participants one instructor teaches; null when the course states none. */
  participantsPerInstructor: number | null;
}

/** The courses that can get sessions (not archived), titled in `language`, in title order. */
export function toCourseOptions(courses: AdminCourse[], language: Language): CourseOption[] {
  return courses
    .filter((course) => !course.archived)
    .map((course) => ({
      id: course.id,
      title: course.title[language] || course.title.fr,
      participantsPerInstructor: course.participantsPerInstructor ?? null,
    }))
    .sort((a, b) => a.title.localeCompare(b.title, language));
}

export function useCourseOptions(language: Language, enabled = true) {
  return useQuery({
    ...adminCoursesQuery(),
    select: (courses) => toCourseOptions(courses, language),
    enabled,
  });
}

/** A course's participants per instructor, archived or not; null while unknown or not stated. */
export function useParticipantsPerInstructor(courseId: number): number | null {
  const { data } = useQuery({
    ...adminCoursesQuery(),
    select: (courses) =>
      courses.find((course) => course.id === courseId)?.participantsPerInstructor ?? null,
  });
  return data ?? null;
}
