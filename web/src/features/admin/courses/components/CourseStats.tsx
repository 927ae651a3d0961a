import { BookOpen, DollarSign, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCourse } from '@/lib/api/course-types';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

/** Total courses, total students and average price of the listed courses. */
export function CourseStats({ courses }: { courses: readonly AdminCourse[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const students = courses.reduce((sum, course) => sum + course.students, 0);
  const averageCents =
    courses.length === 0
      ? 0
      : Math.round(courses.reduce((sum, course) => sum + course.priceCents, 0) / courses.length);
  const count = new Intl.NumberFormat(intlLocale(language));
  const tiles: { key: string; icon: LucideIcon; label: string; value: string }[] = [
    {
      key: 'total',
      icon: BookOpen,
      label: t('courses.stats.total'),
      value: count.format(courses.length),
    },
    {
      key: 'students',
      icon: Users,
      label: t('courses.stats.students'),
      value: count.format(students),
    },
    {
      key: 'average',
      icon: DollarSign,
      label: t('courses.stats.averagePrice'),
      value: formatMoney(averageCents, language),
    },
  ];
  return (
    <ul aria-label={t('courses.stats.label')} className="grid gap-4 sm:grid-cols-3">
      {tiles.map(({ key, icon: Icon, label, value }) => (
        <li
          key={key}
          className="flex items-center gap-4 rounded-2xl border border-surface-strong bg-white p-5 shadow-sm"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <p className="flex flex-col-reverse">
            <span className="text-sm font-medium text-slate-600">{label}</span>
            <span className="text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
              {value}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
