import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatQuebecDate, formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminBooking } from '../api/types';

type BookingEvent = AdminBooking['history'][number];

/** What happened to the booking, who did it and when, oldest first. */
export function BookingHistory({ history }: { history: readonly BookingEvent[] }) {
  const { t, i18n } = useTranslation('adminBookings');
  const language = useLanguage();
  // New kinds may appear before the site knows their words: they are shown as they are.
  const kindLabel = (kind: string) =>
    i18n.exists(`adminBookings:history.kinds.${kind}`)
      ? t(`history.kinds.${kind as 'created'}`)
      : kind;
  return (
    <SectionCard title={t('history.title')} icon={History}>
      {history.length === 0 ? (
        <p className="text-sm text-slate-700">{t('history.empty')}</p>
      ) : (
        <ol className="space-y-2 border-l-2 border-surface-strong pl-4">
          {history.map((event, index) => (
            <li key={`${event.at}-${index}`} data-testid="history-event" className="text-sm">
              <p className="font-semibold text-slate-900">{kindLabel(event.kind)}</p>
              <p className="text-slate-600">
                {t('history.when', {
                  date: formatQuebecDate(event.at, language),
                  time: formatQuebecTime(event.at, language),
                })}
                {' · '}
                {event.actorName
                  ? t('history.by', { name: event.actorName })
                  : t(`history.actors.${event.actor}`)}
              </p>
              {event.detail && (
                <p className="text-slate-800 [overflow-wrap:anywhere]">{event.detail}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
