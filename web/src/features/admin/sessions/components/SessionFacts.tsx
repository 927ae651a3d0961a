import { Building2, CalendarClock, CircleCheck, CircleX, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import { formatQuebecMoment } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminSession } from '../api/types';

type Facts = Pick<
  AdminSession,
  'language' | 'minimumSeats' | 'decisionAt' | 'decision' | 'private'
>;

/** Where a session with a minimum stands: to be decided, confirmed or cancelled; null without one. */
export function minimumState(session: Facts): 'pending' | 'confirmed' | 'cancelled' | null {
  if (!session.minimumSeats || session.minimumSeats <= 0) return null;
  if (session.decision) return session.decision;
  return session.decisionAt ? 'pending' : null;
}

const DECISION_LOOK = {
  pending: { tone: 'pending', icon: CalendarClock },
  confirmed: { tone: 'success', icon: CircleCheck },
  cancelled: { tone: 'danger', icon: CircleX },
} as const satisfies Record<string, { tone: StatusTone; icon: typeof CircleX }>;

interface SessionFactPillsProps {
  session: Facts;
  /** A calendar's card: the language only when it is not French, the usual one. */
  compact?: boolean;
}

/**
 * What the office reads of a session beside its status: a company's own training (Private), the
 * language it is taught in, and with a minimum of seats its decision (« À confirmer le … » until
 * its time, then Confirmed or Cancelled).
 */
export function SessionFactPills({ session, compact = false }: SessionFactPillsProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const taught = session.language ?? 'fr';
  const state = minimumState(session);
  return (
    <>
      {session.private && (
        <StatusPill tone="neutral" icon={Building2} testId="session-private">
          {t('sessions.facts.private')}
        </StatusPill>
      )}
      {(!compact || taught !== 'fr') && (
        <StatusPill tone="neutral" icon={Languages} testId="session-language">
          {t(`sessions.facts.language.${taught}`)}
        </StatusPill>
      )}
      {state && (
        <StatusPill
          tone={DECISION_LOOK[state].tone}
          icon={DECISION_LOOK[state].icon}
          wrap="always"
          testId="session-decision"
        >
          {state === 'pending'
            ? t('sessions.facts.pending', {
                date: formatQuebecMoment(session.decisionAt ?? '', language),
              })
            : t(`sessions.facts.${state}`)}
        </StatusPill>
      )}
    </>
  );
}

/** The same facts as words for a calendar card's name (none for a French public session). */
export function useSessionFactsLabel(session: Facts): string[] {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const taught = session.language ?? 'fr';
  const state = minimumState(session);
  return [
    session.private ? t('sessions.calendar.factsLabel.private') : '',
    taught === 'fr' ? '' : t(`sessions.calendar.factsLabel.language.${taught}`),
    state === 'pending'
      ? t('sessions.calendar.factsLabel.pending', {
          minimum: session.minimumSeats,
          date: formatQuebecMoment(session.decisionAt ?? '', language),
        })
      : state
        ? t(`sessions.calendar.factsLabel.${state}`)
        : '',
  ].filter(Boolean);
}
