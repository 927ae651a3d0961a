import { Award, BadgeCheck, Clock, Gauge, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@/lib/api/course-types';
import { formatDuration } from '@/lib/format/duration';
import { useLanguage } from '@/lib/i18n/use-language';

interface CourseFactsProps {
  course: Course;
  /** Adds the instructor (course page). */
  withInstructor?: boolean;
  className?: string;
}

/** Duration, level, certification and accreditation as a description list. */
export function CourseFacts({ course, withInstructor = false, className = '' }: CourseFactsProps) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const facts: { key: string; icon: LucideIcon; label: string; value: string }[] = [
    ...(withInstructor && course.instructor
      ? [
          {
            key: 'instructor',
            icon: UserRound,
            label: t('facts.instructor'),
            value: course.instructor,
          },
        ]
      : []),
    {
      key: 'duration',
      icon: Clock,
      label: t('facts.duration'),
      value: formatDuration(course.durationHours, language),
    },
    { key: 'level', icon: Gauge, label: t('facts.level'), value: t(`levels.${course.level}`) },
    ...(course.certificationLevel
      ? [
          {
            key: 'certification',
            icon: Award,
            label: t('facts.certification'),
            value: t('facts.certificationLevel', { level: course.certificationLevel }),
          },
        ]
      : []),
    ...(course.accreditation
      ? [
          {
            key: 'accreditation',
            icon: BadgeCheck,
            label: t('facts.accreditation'),
            value: course.accreditation,
          },
        ]
      : []),
  ];
  return (
    <dl className={`grid gap-2 text-sm ${className}`}>
      {facts.map(({ key, icon: Icon, label, value }) => (
        <div key={key} className="flex items-start gap-2">
          <dt className="mt-0.5 shrink-0 text-brand-700">
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd className="text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
