import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/ui/FactList';
import type { WaitlistEntry } from '@/lib/api/get-waitlist-entry';
import { formatQuebecDay, formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';

/** The course, date and times (Quebec), place and seats a place in the line is for. */
export function SessionFacts({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const { session } = entry;
  return (
    <FactList
      compact
      facts={[
        { key: 'course', label: t('page.course'), value: session.courseTitle[language] },
        {
          key: 'date',
          label: t('page.date'),
          value: (
            <span className="block first-letter:uppercase">
              {t('page.timeRange', {
                day: formatQuebecDay(session.startsAt, language),
                start: formatQuebecTime(session.startsAt, language),
                end: formatQuebecTime(session.endsAt, language),
              })}
            </span>
          ),
        },
        ...(session.location
          ? [{ key: 'location', label: t('page.location'), value: session.location }]
          : []),
        { key: 'seats', label: t('page.seats'), value: entry.seats },
      ]}
    />
  );
}
