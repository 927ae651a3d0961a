import { Award, BookOpen, Clock, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import type { DashboardStats } from '../api/types';
import { formatHours, formatPercent } from '../format';

interface Tile {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}

/** Enrolled, completed, hours learned and average progress. */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const tiles: Tile[] = [
    {
      label: t('stats.enrolled'),
      value: String(stats.enrolled),
      icon: BookOpen,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: t('stats.completed'),
      value: String(stats.completed),
      icon: Award,
      tone: 'bg-success-50 text-success-600',
    },
    {
      label: t('stats.hoursLearned'),
      value: formatHours(stats.hoursLearned, language),
      icon: Clock,
      tone: 'bg-pending-50 text-pending-700',
    },
    {
      label: t('stats.averageProgress'),
      value: formatPercent(stats.averageProgress, language),
      icon: TrendingUp,
      tone: 'bg-slate-100 text-slate-800',
    },
  ];
  return (
    <section aria-label={t('stats.label')}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map(({ label, value, icon: Icon, tone }) => (
          <div
            key={label}
            className="relative flex min-h-20 flex-col-reverse justify-center rounded-2xl bg-white py-4 pr-4 pl-18 shadow-sm ring-1 ring-slate-200"
          >
            <dt className="text-sm text-slate-700">
              <span
                className={`absolute top-1/2 left-4 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-xl ${tone}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
