import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import type { Dashboard, EnrolledCourse, Lesson } from './types';

/** Marks a lesson done; answers the course's new figures (progress, next lesson…). */
export async function completeLesson(enrollmentId: number, lessonId: number) {
  const { course } = await api.post<{ course: EnrolledCourse }>(
    `/api/me/enrollments/${enrollmentId}/lessons/${lessonId}/complete`,
  );
  return course;
}

/**
 * Marks a lesson done and puts the answer in the cache at once (the lesson's mark, the course's
 * progress), then reads the dashboard again for the tiles.
 */
export function useCompleteLesson(enrollmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) => completeLesson(enrollmentId, lessonId),
    onSuccess: (course, lessonId) => {
      queryClient.setQueryData<Lesson[]>(dashboardKeys.lessons(enrollmentId), (lessons) =>
        lessons?.map((lesson) =>
          lesson.id === lessonId ? { ...lesson, completed: true } : lesson,
        ),
      );
      queryClient.setQueryData<Dashboard>(
        dashboardKeys.dashboard,
        (dashboard) =>
          dashboard && {
            ...dashboard,
            courses: dashboard.courses.map((c) => (c.id === course.id ? course : c)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.dashboard });
    },
  });
}
