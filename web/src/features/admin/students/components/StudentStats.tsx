import { Mail, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Student } from '../api/types';
import { studentStats } from '../student-stats';

/** Total, new this month and with email, of the listed students. */
export function StudentStats({ students }: { students: readonly Student[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const count = new Intl.NumberFormat(intlLocale(language));
  const stats = studentStats(students);
  const tiles: { key: keyof typeof stats; icon: LucideIcon }[] = [
    { key: 'total', icon: Users },
    { key: 'newThisMonth', icon: UserPlus },
    { key: 'withEmail', icon: Mail },
  ];
  return (
    <ul aria-label={t('students.stats.label')} className="grid gap-4 sm:grid-cols-3">
      {tiles.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className="flex items-center gap-4 rounded-2xl border border-surface-strong bg-white p-5 shadow-sm"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <p className="flex flex-col-reverse">
            <span className="text-sm font-medium text-slate-600">{t(`students.stats.${key}`)}</span>
            <span className="text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
              {count.format(stats[key])}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
