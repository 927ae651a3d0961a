import {
  BookOpen,
  CircleCheck,
  Clock,
  DollarSign,
  GraduationCap,
  UserPlus,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTiles, type Stat } from '@/components/ui/StatTiles';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminOverview } from '../api/types';
import { formatCount, formatPercent } from '../format';
import { GrowthBadge } from './GrowthBadge';

/** The seven figures of the business, each in its own tile. */
export function OverviewStats({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const count = (value: number) => formatCount(value, language);
  const tiles: Stat[] = [
    {
      key: 'students',
      icon: Users,
      tone: 'bg-slate-100 text-slate-800',
      label: t('overview.stats.totalStudents'),
      value: count(overview.totalStudents),
    },
    {
      key: 'courses',
      icon: BookOpen,
      tone: 'bg-slate-100 text-slate-800',
      label: t('overview.stats.totalCourses'),
      value: count(overview.totalCourses),
    },
    {
      key: 'revenue',
      icon: DollarSign,
      tone: 'bg-success-50 text-success-600',
      label: t('overview.stats.revenue'),
      value: formatMoney(overview.revenueCents, language),
      extra: <GrowthBadge percent={overview.revenueGrowthPercent} />,
    },
    {
      key: 'active',
      icon: GraduationCap,
      tone: 'bg-brand-50 text-brand-700',
      label: t('overview.stats.activeEnrollments'),
      value: count(overview.activeEnrollments),
      extra: (
        <span className="text-xs text-slate-600" data-testid="active-detail">
          {t('overview.stats.activeDetail', {
            percent: formatPercent(overview.completionRate, language),
            total: count(overview.totalEnrollments),
          })}
        </span>
      ),
    },
    {
      key: 'pending',
      icon: Clock,
      tone: 'bg-pending-50 text-pending-700',
      label: t('overview.stats.pendingBookings'),
      value: count(overview.pendingBookings),
    },
    {
      key: 'completion',
      icon: CircleCheck,
      tone: 'bg-success-50 text-success-600',
      label: t('overview.stats.completionRate'),
      value: formatPercent(overview.completionRate, language),
    },
    {
      key: 'new',
      icon: UserPlus,
      tone: 'bg-slate-100 text-slate-800',
      label: t('overview.stats.newStudents'),
      value: count(overview.newStudentsThisMonth),
    },
  ];
  return (
    <StatTiles
      label={t('overview.stats.label')}
      columns="sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
      stats={tiles}
    />
  );
}
