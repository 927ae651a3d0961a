import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseDetailsLink } from '@/components/course/CourseDetailsLink';
import { CourseImage } from '@/components/course/CourseImage';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import type { Course } from '@/lib/api/course-types';
import { CourseFacts } from './CourseFacts';
import { CoursePrice } from './CoursePrice';

interface CourseCardProps {
  course: Course;
  /** The first card, at the top of the page: its image loads at once. */
  priority?: boolean;
}

/** A course of the catalogue: what it is, what it costs, and the way to book it. */
export function CourseCard({ course, priority = false }: CourseCardProps) {
  const { t } = useTranslation('courses');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-surface-strong bg-white shadow-sm transition-shadow hover:shadow-md">
      <CourseImage src={course.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <p className="self-start rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          {t(`categories.${course.category}`)}
        </p>
        <h2 className="mt-3 text-lg font-bold text-slate-900">
          <Link to={paths.course(course.slug)} className="rounded hover:underline">
            {course.title}
          </Link>
        </h2>
        <CourseFacts course={course} className="mt-3" />
        <div className="mt-auto pt-5">
          <CoursePrice course={course} />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <ButtonLink
              to={paths.booking(String(course.id))}
              state={{ course }}
              aria-label={t('card.bookLabel', { title: course.title })}
            >
              <CalendarCheck aria-hidden="true" className="size-4" />
              {t('card.book')}
            </ButtonLink>
            <CourseDetailsLink
              course={course}
              label={t('card.detailsLabel', { title: course.title })}
              className="min-h-11 px-1"
            >
              {t('card.details')}
            </CourseDetailsLink>
          </div>
        </div>
      </div>
    </article>
  );
}
