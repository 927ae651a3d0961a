import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CourseDetailsLink } from '@/components/course/CourseDetailsLink';
import type { Course } from '@/lib/api/course-types';
import { formatDuration } from '@/lib/format/duration';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';

const PLACEHOLDER = '/images/courses/placeholder.svg';

export function CourseHighlightCard({ course }: { course: Course }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-surface-strong bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={course.image || PLACEHOLDER}
        alt=""
        width={400}
        height={225}
        loading="lazy"
        onError={(event) => {
          const image = event.currentTarget;
          if (!image.src.endsWith(PLACEHOLDER)) image.src = PLACEHOLDER;
        }}
        className="aspect-video w-full bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            {t(`highlights.categories.${course.category}`)}
          </span>
          {course.certificationLevel && (
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
              {t('highlights.level', { level: course.certificationLevel })}
            </span>
          )}
        </div>
        <h3 className="mt-3 text-lg font-bold text-slate-900">{course.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{course.description}</p>
        <p className="mt-4 flex items-center justify-between gap-3 text-sm">
          <span className="inline-flex items-center gap-1.5 text-slate-700">
            <Clock aria-hidden="true" className="size-4 text-brand-700" />
            <span className="sr-only">{t('highlights.duration')} </span>
            {formatDuration(course.durationHours, language)}
          </span>
          <span className="text-base font-bold text-slate-900">
            <span className="sr-only">{t('highlights.price')} </span>
            {formatMoney(course.priceCents, language)}
          </span>
        </p>
        <CourseDetailsLink
          course={course}
          label={t('highlights.detailsLabel', { title: course.title })}
          className="mt-4 self-start"
        >
          {/* The hidden words make each link's text distinct for crawlers and audits too. */}
          <span>
            {t('highlights.details')}
            <span className="sr-only">
              {' '}
              {t('highlights.detailsAbout', { title: course.title })}
            </span>
          </span>
        </CourseDetailsLink>
      </div>
    </article>
  );
}
