import { CircleCheck, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Lesson } from '../api/types';

interface LessonListProps {
  enrollmentId: number;
  lessons: Lesson[];
  currentId: number;
}

/** The course's lessons in order, each with its done mark; the one shown is highlighted. */
export function LessonList({ enrollmentId, lessons, currentId }: LessonListProps) {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-label={t('lessons.listLabel')}>
      <ol className="space-y-1">
        {lessons.map((lesson) => {
          const current = lesson.id === currentId;
          const Mark = lesson.completed ? CircleCheck : Circle;
          return (
            <li key={lesson.id} data-testid="lesson-item">
              <Link
                to={paths.dashboardCourse(enrollmentId, lesson.id)}
                aria-current={current ? 'step' : undefined}
                className={`flex items-start gap-3 rounded-lg px-3 py-2.5 text-sm ${
                  current
                    ? 'bg-brand-50 font-semibold text-brand-800'
                    : 'text-slate-800 hover:bg-slate-100'
                }`}
              >
                <Mark
                  aria-hidden="true"
                  className={`mt-0.5 size-5 shrink-0 ${lesson.completed ? 'text-success-600' : 'text-slate-400'}`}
                />
                <span>
                  <span className="block text-xs font-medium text-slate-600">
                    {t('lessons.position', { position: lesson.position })}
                  </span>
                  {lesson.title}
                  {lesson.completed && <span className="sr-only">, {t('lessons.done')}</span>}
                  {current && <span className="sr-only">, {t('lessons.current')}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
