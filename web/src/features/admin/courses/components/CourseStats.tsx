import { BookOpen, DollarSign, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTiles, type Stat } from '@/components/ui/StatTiles';
import type { AdminCourse } from '@/lib/api/course-types';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { numberFormat } from '@/lib/format/intl';

/** Total courses, total students and average price of the listed courses. */
export function CourseStats({ courses }: { courses: readonly AdminCourse[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const students = courses.reduce((sum, course) => sum + course.students, 0);
  const averageCents =
    courses.length === 0
      ? 0
      : Math.round(courses.reduce((sum, course) => sum + course.priceCents, 0) / courses.length);
  const count = numberFormat(intlLocale(language));
  const tiles: Stat[] = [
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
  return <StatTiles label={t('courses.stats.label')} columns="sm:grid-cols-3" stats={tiles} />;
}
