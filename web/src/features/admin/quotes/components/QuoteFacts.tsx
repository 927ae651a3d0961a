import { CalendarDays, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/ui/FactList';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { formatSessionDays } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Quote } from '../api/types';

/** Who the quote is for, where and in which language, and when it was made, sent and valid. */
export function QuoteCustomer({ quote }: { quote: Quote }) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();
  return (
    <SectionCard title={t('detail.customer')} icon={UserRound}>
      <FactList
        compact
        facts={[
          { label: t('detail.company'), value: quote.company.name },
          { label: t('detail.address'), value: quote.address },
          { label: t('detail.language'), value: t(`editor.languages.${quote.language}`) },
          {
            label: t('detail.contact'),
            value: (
              <>
                {quote.contactName && <span className="block">{quote.contactName}</span>}
                <span className="block break-all">{quote.contactEmail}</span>
              </>
            ),
          },
          {
            label: t('detail.validUntil'),
            value: formatCalendarDate(quote.validUntil, language),
          },
          {
            label: t('detail.sentAt'),
            value: quote.sentAt ? formatQuebecDate(quote.sentAt, language) : t('detail.notSent'),
          },
          { label: t('detail.createdAt'), value: formatQuebecDate(quote.createdAt, language) },
        ]}
      />
    </SectionCard>
  );
}

/** The training's days, each with its hours on the Quebec clock. */
export function QuoteDays({ quote }: { quote: Quote }) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();
  const first = quote.days[0];
  const last = quote.days.at(-1);
  if (!first || !last) return null;
  const { days } = formatSessionDays(
    { startsAt: first.startsAt, endsAt: last.endsAt, days: quote.days },
    language,
  );
  return (
    <SectionCard title={t('detail.days')} icon={CalendarDays}>
      <ul className="space-y-1">
        {days.map((day) => (
          <li
            key={day.date}
            data-testid="quote-day"
            className="text-slate-900 first-letter:uppercase"
          >
            <span className="font-semibold">{day.date}</span>, {day.hours}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
