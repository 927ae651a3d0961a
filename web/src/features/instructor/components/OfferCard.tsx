import { Check, CircleCheck, CircleX, Clock, UserX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/BusyButton';
import { Button } from '@/components/ui/Button';
import { StatusPill } from '@/components/ui/StatusPill';
import { formatQuebecMoment } from '@/lib/format/quebec-time';
import { formatSessionDays } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';
import type { StaffingOffer } from '../api/types';
import { SessionFacts } from './SessionCard';

/** Each open offer's Accept button carries it: "Load more" focuses the first new one. */
export const OFFER_ACTION = '[data-offer-action]';

const STATUS_LOOK = {
  offered: { tone: 'pending', icon: Clock },
  accepted: { tone: 'success', icon: CircleCheck },
  declined: { tone: 'neutral', icon: CircleX },
  taken: { tone: 'neutral', icon: UserX },
} as const;

interface OfferCardProps {
  offer: StaffingOffer;
  /** This offer's acceptance is under way. */
  accepting: boolean;
  /** An answer (to this offer or another) is under way: the buttons wait. */
  busy: boolean;
  onAccept: (offer: StaffingOffer) => void;
  onDecline: (offer: StaffingOffer) => void;
}

/**
 * One session offered: its state, course, days and hours (Quebec), place and when it was offered
 * (or answered); an open one with Accept and Decline.
 */
export function OfferCard({ offer, accepting, busy, onAccept, onDecline }: OfferCardProps) {
  const { t } = useTranslation('instructor');
  const language = useLanguage();
  const { session } = offer;
  const look = STATUS_LOOK[offer.status];
  const labels = { course: session.course.title, day: formatSessionDays(session, language).dates };
  const open = offer.status === 'offered';
  return (
    <li
      data-testid="instructor-offer"
      className={`rounded-xl border p-4 sm:p-5 ${open ? 'border-pending-700/30 bg-white' : 'border-surface-strong bg-white'}`}
    >
      <StatusPill tone={look.tone} icon={look.icon} wrap="always">
        {t(`offers.status.${offer.status}`)}
      </StatusPill>
      <SessionFacts session={session}>
        <p className="text-sm text-slate-600">
          {offer.answeredAt && !open
            ? t('offers.answeredAt', { date: formatQuebecMoment(offer.answeredAt, language) })
            : t('offers.offeredAt', { date: formatQuebecMoment(offer.offeredAt, language) })}
        </p>
      </SessionFacts>
      {open && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <BusyButton
            icon={Check}
            label={t('offers.accept')}
            busyLabel={t('offers.accepting')}
            busy={accepting}
            disabled={busy}
            aria-label={accepting ? undefined : t('offers.acceptLabel', labels)}
            data-offer-action=""
            onClick={() => onAccept(offer)}
          />
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t('offers.declineLabel', labels)}
            onClick={() => onDecline(offer)}
          >
            <X aria-hidden="true" className="size-5" />
            {t('offers.decline')}
          </Button>
        </div>
      )}
    </li>
  );
}
