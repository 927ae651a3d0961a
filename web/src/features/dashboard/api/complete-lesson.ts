import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { dashboardKeys } from './keys';
import type { Dashboard, Lesson } from './types';

/** Marks a lesson done; answers the course's new figures (progress, next lesson…). */
export async function completeLesson(enrollmentId: number, lessonId: number, language: Language) {
  const { course } = await api.post<
    ResponseBody<'/api/me/enrollments/{id}/lessons/{lessonId}/complete', 'post'>
  >(`/api/me/enrollments/${enrollmentId}/lessons/${lessonId}/complete?lang=${language}`);
  return course;
}

/**
 * Marks a lesson done and puts the answer in the cache at once (the lesson's mark, the course's
 * progress), then reads the dashboard again for the tiles.
 */
export function useCompleteLesson(enrollmentId: number) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (lessonId: number) => completeLesson(enrollmentId, lessonId, language),
    onSuccess: (course, lessonId) => {
      queryClient.setQueryData<Lesson[]>(dashboardKeys.lessons(enrollmentId, language), (lessons) =>
        lessons?.map((lesson) =>
          lesson.id === lessonId ? { ...lesson, completed: true } : lesson,
        ),
      );
      queryClient.setQueryData<Dashboard>(
        dashboardKeys.dashboard(language),
        (dashboard) =>
          dashboard && {
            ...dashboard,
            courses: dashboard.courses.map((c) => (c.id === course.id ? course : c)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.summaries });
    },
  });
}
