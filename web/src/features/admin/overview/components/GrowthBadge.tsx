import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { formatGrowth } from '../format';

/** Revenue of the last 30 days against the 30 before; a dash when there is nothing to compare. */
export function GrowthBadge({ percent }: { percent: number | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (percent === null) {
    return (
      <span data-testid="revenue-growth" className="text-sm font-semibold text-slate-600">
        <span aria-hidden="true" title={t('overview.growth.none')}>
          —
        </span>
        <span className="sr-only">{t('overview.growth.none')}</span>
      </span>
    );
  }
  const value = formatGrowth(percent, language);
  const [Icon, tone, label] =
    percent > 0
      ? [TrendingUp, 'bg-success-50 text-success-600', t('overview.growth.up', { value })]
      : percent < 0
        ? [TrendingDown, 'bg-brand-50 text-brand-700', t('overview.growth.down', { value })]
        : [Minus, 'bg-slate-100 text-slate-700', t('overview.growth.flat')];
  return (
    <span
      data-testid="revenue-growth"
      title={label}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
