import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/lib/api/types';
import { formatQuebecDay } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';

type MinimumFacts = Pick<Schemas['Session'], 'minimumSeats' | 'decisionAt' | 'decision'>;

interface SessionMinimumNoteProps {
  session: MinimumFacts;
  /** Its place in the card (a line of its own). */
  className?: string;
}

/**
 * A short note on a session that runs only if enough people book (a minimum of seats): « À
 * confirmer au plus tard le … » and why until its decision, « Confirmée » once it is confirmed;
 * nothing for a session without a minimum. Text in a span, so it fits in a choice's description.
 */
export function SessionMinimumNote({ session, className = '' }: SessionMinimumNoteProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!session.minimumSeats || session.minimumSeats <= 0) return null;
  if (session.decision === 'confirmed') {
    return (
      <span
        data-testid="session-minimum"
        className={`text-xs font-semibold text-success-600 ${className}`.trim()}
      >
        {t('sessionMinimum.confirmed')}
      </span>
    );
  }
  if (session.decision || !session.decisionAt) return null;
  return (
    <span data-testid="session-minimum" className={`text-xs text-slate-600 ${className}`.trim()}>
      <span className="font-semibold text-slate-700">
        {t('sessionMinimum.pending', { date: formatQuebecDay(session.decisionAt, language) })}
      </span>{' '}
      {t('sessionMinimum.why')}
    </span>
  );
}
