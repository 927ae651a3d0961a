import { Mail, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTiles } from '@/components/ui/StatTiles';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Student } from '../api/types';
import { studentStats } from '../student-stats';
import { numberFormat } from '@/lib/format/intl';

/** Total, new this month and with email, of the listed students. */
export function StudentStats({ students }: { students: readonly Student[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const count = numberFormat(intlLocale(language));
  const stats = studentStats(students);
  const tiles: { key: keyof typeof stats; icon: LucideIcon }[] = [
    { key: 'total', icon: Users },
    { key: 'newThisMonth', icon: UserPlus },
    { key: 'withEmail', icon: Mail },
  ];
  return (
    <StatTiles
      label={t('students.stats.label')}
      columns="sm:grid-cols-3"
      stats={tiles.map(({ key, icon }) => ({
        key,
        icon,
        label: t(`students.stats.${key}`),
        value: count.format(stats[key]),
      }))}
    />
  );
}
