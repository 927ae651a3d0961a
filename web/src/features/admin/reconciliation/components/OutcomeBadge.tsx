import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import type { Outcome } from '../api/types';

/*
 * Green for what is (or will be) recorded, amber for what needs a look, red for a code no booking
 * has, grey for what there is nothing to do about.
 */
const tones: Record<Outcome, StatusTone> = {
  matched: 'success',
  recorded: 'done',
  'amount-differs': 'pending',
  'unknown-code': 'danger',
  'no-code': 'neutral',
  'already-paid': 'neutral',
  'already-recorded': 'neutral',
};

/** What becomes of a transfer, as a coloured pill. */
export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('adminReconciliation');
  return (
    <StatusPill
      tone={tones[outcome]}
      icon={outcome === 'recorded' ? CircleCheck : undefined}
      wrap="always"
      testId="outcome"
    >
      {t(`outcomes.${outcome}.label`)}
    </StatusPill>
  );
}
