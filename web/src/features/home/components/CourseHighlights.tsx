import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { SkeletonLine } from '@/components/ui/SkeletonLine';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { paths } from '@/config/paths';
import type { Course } from '@/lib/api/course-types';
import { coursesQuery } from '@/lib/api/get-courses';
import { useLanguage } from '@/lib/i18n/use-language';
import { CourseHighlightCard } from './CourseHighlightCard';

/** How many courses the home page highlights: the first ones of the catalogue. */
const FEATURED_COUNT = 6;

const featured = (courses: Course[]) => courses.slice(0, FEATURED_COUNT);

/** A highlight card while the catalogue loads, line for line as tall as the card. */
function HighlightSkeleton() {
  return (
    <div className="h-full overflow-hidden rounded-2xl border border-surface-strong bg-white">
      <div className="aspect-video w-full animate-pulse bg-surface-strong" />
      <div className="p-5">
        <div className="h-6 w-36 animate-pulse rounded-full bg-surface-strong" />
        <SkeletonLine className="mt-3" height="h-7" bar="h-5 w-11/12" />
        <SkeletonLine height="h-7" bar="h-5 w-2/3" />
        <SkeletonLine className="mt-2" height="h-5" bar="h-3.5 w-full" />
        <SkeletonLine height="h-5" bar="h-3.5 w-full" />
        <SkeletonLine height="h-5" bar="h-3.5 w-3/4" />
        <div className="mt-4 flex h-6 items-center justify-between">
          <div className="h-4 w-20 animate-pulse rounded bg-surface-strong" />
          <div className="h-5 w-16 animate-pulse rounded bg-surface-strong" />
        </div>
        <SkeletonLine className="mt-4" height="h-6" bar="h-4 w-28" />
      </div>
    </div>
  );
}

export function CourseHighlights() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const {
    data: courses,
    isPending,
    isError,
    isRefetching,
    refetch,
  } = useQuery({
    ...coursesQuery(language),
    select: featured,
  });

  let body;
  if (isPending) {
    body = (
      <div role="status" className="mt-10">
        <span className="sr-only">{t('highlights.loading')}</span>
        <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: FEATURED_COUNT }, (_, index) => (
            <li key={index}>
              <HighlightSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (isError) {
    body = (
      <LoadError
        className="mt-10"
        message={t('highlights.error')}
        retryLabel={t('highlights.retry')}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  } else {
    body = (
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseHighlightCard course={course} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="highlights-title" className="bg-surface">
      <Container className="py-16 sm:py-20">
        <div className="max-w-2xl">
          <h2 id="highlights-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('highlights.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t('highlights.subtitle')}</p>
        </div>
        {body}
        <div className="mt-10 text-center">
          <ButtonLink to={paths.courses} variant="secondary">
            {t('highlights.viewAll')}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
