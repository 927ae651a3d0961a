import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressTrack } from '@/components/ui/ProgressTrack';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Performance } from '../api/types';
import { formatPercent } from '../format';
import { RevenueTargetForm } from './RevenueTargetForm';

interface BarProps {
  id: string;
  label: string;
  percent: number;
  tone: string;
  children?: ReactNode;
}

/** One bar; a value above 100 (revenue beyond its target) fills the bar and says so in text. */
function Bar({ id, label, percent, tone, children }: BarProps) {
  const language = useLanguage();
  const text = formatPercent(percent, language);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <span id={id} className="text-sm font-semibold text-slate-900">
          {label}
        </span>
        <span className="text-sm font-semibold text-slate-900 tabular-nums" data-testid={id}>
          {text}
        </span>
      </div>
      <ProgressTrack
        aria-labelledby={id}
        value={percent}
        valueText={text}
        className="mt-2 h-2.5 bg-slate-100"
        fillClassName={tone}
      />
      {children}
    </div>
  );
}

/** Course completion, student engagement and revenue against the target the admin sets. */
export function PerformanceBars({ performance }: { performance: Performance }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { revenueTarget } = performance;
  return (
    <SectionCard id="overview-performance" title={t('overview.performance.title')} padding="p-5">
      <div className="space-y-5">
        <Bar
          id="performance-completion"
          label={t('overview.performance.courseCompletion')}
          percent={performance.courseCompletion}
          tone="bg-success-600"
        />
        <Bar
          id="performance-engagement"
          label={t('overview.performance.studentEngagement')}
          percent={performance.studentEngagement}
          tone="bg-slate-700"
        >
          <p className="mt-1 text-xs text-slate-600">{t('overview.performance.engagementHint')}</p>
        </Bar>
        <Bar
          id="performance-revenue"
          label={t('overview.performance.revenueTarget')}
          percent={revenueTarget.percent}
          tone="bg-brand-600"
        >
          <p className="mt-1 text-xs text-slate-600" data-testid="revenue-target-detail">
            {t('overview.performance.revenueDetail', {
              earned: formatMoney(revenueTarget.last30DaysCents, language),
              target: formatMoney(revenueTarget.targetCents, language),
            })}
          </p>
          <RevenueTargetForm targetCents={revenueTarget.targetCents} />
        </Bar>
      </div>
    </SectionCard>
  );
}
