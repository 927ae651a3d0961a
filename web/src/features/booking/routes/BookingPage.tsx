import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PublicPage } from '@/components/PublicPage';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { useCourses } from '@/lib/api/get-courses';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { lazyWithStrings } from '@/lib/i18n/lazy-with-strings';
import { useLanguage } from '@/lib/i18n/use-language';
import type { BookableCourse } from '../api/types';
import { BookingSidebar } from '../components/BookingSidebar';

// The form and its libraries (react-hook-form, zod) are a chunk of their own, which the route
// loads with the page (preloadBookingForm, app/routes.tsx): the page's first render then has the
// form at once, rather than a spinner that the form replaces (on a phone, one long task).
const BookingForm = lazyWithStrings(
  () => import('../components/BookingForm').then((m) => ({ default: m.BookingForm })),
  ['booking'],
);

export const preloadBookingForm = () => BookingForm.preload();

/** The course given by the course page (navigation state), else by the address (id or slug). */
function initialCourseId(
  courses: readonly BookableCourse[],
  state: unknown,
  idOrSlug: string | undefined,
): string {
  const fromState =
    typeof state === 'object' && state !== null && 'course' in state
      ? (state as { course?: { id?: unknown } }).course?.id
      : undefined;
  const wanted = [fromState, idOrSlug].filter((value) => value !== undefined).map(String);
  for (const key of wanted) {
    const course = courses.find((c) => String(c.id) === key || c.slug === key);
    if (course) return String(course.id);
  }
  return '';
}

/** /booking/:id: the booking form with the chosen course, and the contact side bar. */
export default function BookingPage() {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const { id } = useParams();
  const { state } = useLocation();
  const courses = useCourses(language);
  const config = usePaymentsConfig();

  // As tall as the screen: the form is taller, so the side bar and the footer below it are out
  // of sight already and do not visibly jump when it arrives.
  const loading = (
    <div className="flex min-h-dvh justify-center py-16">
      <Spinner label={t('page.loading')} />
    </div>
  );
  let content;
  if (courses.isError && !courses.data) {
    content = (
      <LoadError
        message={t('page.loadError')}
        retryLabel={t('page.retry')}
        retrying={courses.isRefetching}
        onRetry={() => {
          void courses.refetch();
          if (config.isError) void config.refetch();
        }}
      />
    );
  } else if (courses.isPending || config.isPending) {
    content = loading;
  } else if (courses.data.length === 0) {
    content = <Alert tone="info">{t('page.noCourses')}</Alert>;
  } else {
    content = (
      <Suspense fallback={loading}>
        <BookingForm
          // A new language reloads the titles; the form keeps its values by course id.
          courses={courses.data}
          paymentsConfig={config.data}
          initialCourseId={initialCourseId(courses.data, state, id)}
        />
      </Suspense>
    );
  }

  return (
    <PublicPage title={t('page.title')} lead={t('page.lead')}>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">{content}</div>
        <BookingSidebar />
      </div>
    </PublicPage>
  );
}
