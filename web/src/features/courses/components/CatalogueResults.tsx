import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Button } from '@/components/ui/Button';
import type { Course } from '@/lib/api/course-types';
import { CourseCard } from './CourseCard';
import { CourseCardSkeleton } from './CourseCardSkeleton';

interface CatalogueResultsProps {
  courses: Course[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  onRetry: () => void;
  onReset: () => void;
}

const SKELETONS = 6;

/** The course grid, or its loading, empty or error state. */
export function CatalogueResults({
  courses,
  isPending,
  isError,
  isRefetching,
  onRetry,
  onReset,
}: CatalogueResultsProps) {
  const { t } = useTranslation('courses');

  if (isError && !courses) {
    return (
      <LoadError
        message={t('results.error')}
        retryLabel={t('results.retry')}
        onRetry={onRetry}
        retrying={isRefetching}
      />
    );
  }
  if (isPending || !courses) {
    return (
      <div role="status">
        <span className="sr-only">{t('results.loading')}</span>
        <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <CourseCardSkeleton first={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (courses.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-slate-500" />
        <p className="mt-4 text-lg font-semibold text-slate-900">{t('results.empty')}</p>
        <p className="mt-1 text-slate-600">{t('results.emptyHint')}</p>
        <Button variant="secondary" className="mt-6" onClick={onReset}>
          {t('results.reset')}
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
