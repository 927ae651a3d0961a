import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import type { QuoteStatus, TrainingRequest } from '../api/types';

const quoteTones: Record<QuoteStatus, StatusTone> = {
  draft: 'neutral',
  sent: 'pending',
  accepted: 'success',
  declined: 'danger',
  expired: 'neutral',
};

/**
 * A quote's state as a pill: a draft (grey), sent and waiting (amber), accepted (green), declined
 * (red) or expired (grey, with a crossed calendar).
 */
export function QuoteStatusBadge({
  status,
  testId = 'quote-status',
}: {
  status: QuoteStatus;
  testId?: string;
}) {
  const { t } = useTranslation('adminQuotes');
  return (
    <StatusPill
      tone={quoteTones[status]}
      icon={status === 'expired' ? CalendarX : undefined}
      wrap="narrow"
      testId={testId}
    >
      {t(`status.${status}`)}
    </StatusPill>
  );
}

/** A training request's state: new (amber, to answer) or quoted (green). */
export function RequestStatusBadge({ status }: { status: TrainingRequest['status'] }) {
  const { t } = useTranslation('adminQuotes');
  return (
    <StatusPill
      tone={status === 'new' ? 'pending' : 'success'}
      wrap="narrow"
      testId="request-status"
    >
      {t(`requests.status.${status}`)}
    </StatusPill>
  );
}
