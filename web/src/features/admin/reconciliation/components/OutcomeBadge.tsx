import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../api/types';

/*
 * Green for what is (or will be) recorded, amber for what needs a look, red for a code no booking
 * has, grey for what there is nothing to do about.
 */
const tones: Record<Outcome, string> = {
  matched: 'bg-success-50 text-success-600 ring-success-600/30',
  recorded: 'bg-success-600 text-white ring-success-600',
  'amount-differs': 'bg-pending-50 text-pending-700 ring-pending-700/30',
  'unknown-code': 'bg-brand-50 text-brand-700 ring-brand-700/30',
  'no-code': 'bg-slate-100 text-slate-700 ring-slate-700/20',
  'already-paid': 'bg-slate-100 text-slate-700 ring-slate-700/20',
  'already-recorded': 'bg-slate-100 text-slate-700 ring-slate-700/20',
};

/** What becomes of a transfer, as a coloured pill. */
export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('adminReconciliation');
  return (
    <span
      data-testid="outcome"
      className={`inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[outcome]}`}
    >
      {outcome === 'recorded' && <CircleCheck aria-hidden="true" className="size-3.5" />}
      {t(`outcomes.${outcome}.label`)}
    </span>
  );
}
