import { Award, BookOpen, Clock, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTiles, type Stat } from '@/components/ui/StatTiles';
import { useLanguage } from '@/lib/i18n/use-language';
import type { DashboardStats } from '../api/types';
import { formatHours, formatPercent } from '../format';

/** Enrolled, completed, hours learned and average progress. */
export function ProgressStats({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const tiles: Stat[] = [
    {
      key: 'enrolled',
      label: t('stats.enrolled'),
      value: String(stats.enrolled),
      icon: BookOpen,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      key: 'completed',
      label: t('stats.completed'),
      value: String(stats.completed),
      icon: Award,
      tone: 'bg-success-50 text-success-600',
    },
    {
      key: 'hoursLearned',
      label: t('stats.hoursLearned'),
      value: formatHours(stats.hoursLearned, language),
      icon: Clock,
      tone: 'bg-pending-50 text-pending-700',
    },
    {
      key: 'averageProgress',
      label: t('stats.averageProgress'),
      value: formatPercent(stats.averageProgress, language),
      icon: TrendingUp,
      tone: 'bg-slate-100 text-slate-800',
    },
  ];
  return <StatTiles label={t('stats.label')} columns="grid-cols-2 lg:grid-cols-4" stats={tiles} />;
}
