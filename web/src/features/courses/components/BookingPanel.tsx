import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import type { Course } from '@/lib/api/course-types';
import { CoursePrice } from './CoursePrice';
import { WhatYouGet } from './WhatYouGet';

/**
 * The course page's side panel: price, taxes note, Book button, the way to a quote for a group at
 * the employer's, and what is included.
 */
export function BookingPanel({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  return (
    <div className="rounded-2xl border border-surface-strong bg-white p-6 shadow-sm">
      <CoursePrice course={course} size="lg" />
      <p className="mt-1 text-sm text-slate-600">{t('details.taxes')}</p>
      <ButtonLink
        to={paths.booking(String(course.id))}
        state={{ course }}
        size="lg"
        className="mt-5 w-full"
      >
        <CalendarCheck aria-hidden="true" className="size-5" />
        {t('details.book')}
      </ButtonLink>
      <p className="mt-4 text-sm text-slate-700">
        {t('details.workplace')}{' '}
        <Link
          to={paths.workplaceTraining(course.id)}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {t('details.workplaceLink')}
        </Link>
      </p>
      <hr className="my-6 border-surface-strong" />
      <WhatYouGet />
    </div>
  );
}
