import { BookOpen, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { CourseImage } from '@/components/course/CourseImage';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SectionCard } from '@/components/ui/SectionCard';
import { paths } from '@/config/paths';
import type { EnrolledCourse } from '../api/types';
import { ProgressBar } from './ProgressBar';

function CourseCard({ course }: { course: EnrolledCourse }) {
  const { t } = useTranslation('dashboard');
  return (
    <li
      data-testid="enrolled-course"
      className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[10rem_minmax(0,1fr)]"
    >
      <CourseImage src={course.image} className="rounded-lg" />
      <div className="min-w-0 space-y-3">
        <div>
          <h3 className="text-lg font-bold text-slate-900">{course.title}</h3>
          {course.instructor && (
            <p className="text-sm text-slate-700">
              {t('courses.instructor', { name: course.instructor })}
            </p>
          )}
        </div>
        <ProgressBar
          value={course.progress}
          label={t('courses.progressLabel', { title: course.title })}
        />
        <p className="text-sm text-slate-700">
          {/* Completed by the class's roster, its online lessons perhaps never opened. */}
          {course.completed && course.completedLessons < course.totalLessons
            ? t('courses.completedInClass')
            : t('courses.lessons', { count: course.completedLessons, total: course.totalLessons })}
        </p>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{t('courses.nextLesson')}</span>{' '}
            {course.nextLesson ? (
              course.nextLesson.title
            ) : (
              <>
                <span aria-hidden="true">{t('courses.noNextLesson')}</span>
                <span className="sr-only">{t('courses.noNextLessonLabel')}</span>
              </>
            )}
          </p>
          <ButtonLink
            size="sm"
            to={paths.dashboardCourse(course.id, course.nextLesson?.id)}
            aria-label={t('courses.continueLabel', { title: course.title })}
          >
            <Play aria-hidden="true" className="size-4" />
            {t('courses.continue')}
          </ButtonLink>
        </div>
      </div>
    </li>
  );
}

/** My Courses: each enrolled course with its progress and the way back to its lessons. */
export function CourseList({ courses }: { courses: EnrolledCourse[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard title={t('courses.title')} icon={BookOpen}>
      {courses.length === 0 ? (
        <EmptyState title={t('courses.empty')} hint={t('courses.emptyHint')} />
      ) : (
        <ul className="space-y-4">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
