import { useTranslation } from 'react-i18next';
import { OUTCOMES, type Reconciliation } from '../api/types';
import { OutcomeBadge } from './OutcomeBadge';

/** The bank recognized, how many transfers the file has, and how many of each outcome. */
export function ReconciliationSummary({ result }: { result: Reconciliation }) {
  const { t } = useTranslation('adminReconciliation');
  const counts = OUTCOMES.map((outcome) => ({ outcome, count: result.summary[outcome] ?? 0 }));
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900" data-testid="bank">
          {t('result.bank', { bank: t(`banks.${result.bank}`) })}
        </span>
        {' · '}
        {t('result.lines', { count: result.lines.length })}
      </p>
      <ul aria-label={t('result.summary')} className="flex flex-wrap gap-2">
        {counts
          .filter(({ count }) => count > 0)
          .map(({ outcome, count }) => (
            <li
              key={outcome}
              data-testid={`summary-${outcome}`}
              className="flex items-center gap-2 rounded-xl border border-surface-strong bg-white py-1.5 pr-3 pl-1.5"
            >
              <OutcomeBadge outcome={outcome} />
              <span className="font-bold text-slate-900 tabular-nums">{count}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
