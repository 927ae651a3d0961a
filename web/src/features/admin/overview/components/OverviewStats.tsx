import {
  BookOpen,
  CircleCheck,
  Clock,
  DollarSign,
  GraduationCap,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminOverview } from '../api/types';
import { formatCount, formatPercent } from '../format';
import { GrowthBadge } from './GrowthBadge';

interface Tile {
  key: string;
  icon: LucideIcon;
  tone: string;
  label: string;
  value: string;
  extra?: ReactNode;
}

/** The seven figures of the business, each in its own tile. */
export function OverviewStats({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const count = (value: number) => formatCount(value, language);
  const tiles: Tile[] = [
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
    <ul
      aria-label={t('overview.stats.label')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
    >
      {tiles.map(({ key, icon: Icon, tone, label, value, extra }) => (
        <li
          key={key}
          className="flex items-center gap-4 rounded-2xl border border-surface-strong bg-white p-5 shadow-sm"
        >
          <span
            className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="flex flex-col-reverse">
              <span className="text-sm font-medium text-slate-600">{label}</span>
              <span
                className="text-2xl font-bold whitespace-nowrap text-slate-900"
                data-testid={`stat-${key}`}
              >
                {value}
              </span>
            </p>
            {extra && <div className="mt-1">{extra}</div>}
          </div>
        </li>
      ))}
    </ul>
  );
}
