import { Tag } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseImage } from '@/components/course/CourseImage';
import { pageHeadingClass } from '@/components/ui/heading-styles';
import type { Course } from '@/lib/api/course-types';
import { lazyWithStrings } from '@/lib/i18n/lazy-with-strings';
import { BookingPanel } from './BookingPanel';
import { CourseFacts } from './CourseFacts';
import { CourseSection } from './CourseSection';

// The upcoming dates load with their strings once the page is live: the page stays within its
// bundle budget (scripts/check-bundle-size.mjs).
const UpcomingSessions = lazyWithStrings(
  () => import('./UpcomingSessions').then((m) => ({ default: m.UpcomingSessions })),
  ['courseSessions'],
);

interface CourseDetailsProps {
  course: Course;
  /** Admin controls, shown under the title. */
  adminActions?: ReactNode;
}

/** Everything about one course, with its upcoming dates and the way to book it. */
export function CourseDetails({ course, adminActions }: CourseDetailsProps) {
  const { t } = useTranslation('courses');
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
      <div className="min-w-0 lg:col-start-1">
        <p className="inline-block rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          {t(`categories.${course.category}`)}
        </p>
        <h1 className={`mt-3 ${pageHeadingClass}`}>{course.title}</h1>
        {adminActions}
        <CourseImage src={course.image} priority className="mt-6 rounded-2xl sm:aspect-[2/1]" />
      </div>
      {/* On phones the price and the Book button come right after the title. */}
      <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="lg:sticky lg:top-24">
          <BookingPanel course={course} />
        </div>
      </aside>
      <div className="min-w-0 lg:col-start-1">
        <CourseSection id="course-facts" title={t('details.facts')}>
          <CourseFacts course={course} withInstructor className="mt-3 sm:grid-cols-2" />
        </CourseSection>
        <Suspense fallback={<div className="mt-8 min-h-40" />}>
          <UpcomingSessions course={course} />
        </Suspense>
        <CourseSection id="course-description" title={t('details.description')} className="mt-8">
          <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-slate-700">
            {course.description}
          </p>
        </CourseSection>
        {course.tags.length > 0 && (
          <CourseSection id="course-tags" title={t('details.tags')} className="mt-8">
            <ul className="mt-3 flex flex-wrap gap-2">
              {course.tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
                >
                  <Tag aria-hidden="true" className="size-3.5" />
                  {tag}
                </li>
              ))}
            </ul>
          </CourseSection>
        )}
      </div>
    </div>
  );
}
