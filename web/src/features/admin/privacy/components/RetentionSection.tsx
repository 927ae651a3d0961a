import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { FactList, type Fact } from '@/components/ui/FactList';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatWholeNumber } from '@/lib/format/number';
import { formatQuebecDateTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useRetention, type Retention } from '../api/get-retention';

type Run = NonNullable<Retention['lastRun']>;

/** The last run's day and times, and what it erased, each with the period the job applies. */
function RetentionRun({ run, settings }: { run: Run; settings: Retention['settings'] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const count = (value: number) => formatWholeNumber(value, language);
  const period = (days: number) =>
    t('privacy.days', { count: days, days: formatWholeNumber(days, language) });
  const { counts } = run;

  const times: Fact[] = [
    {
      key: 'day',
      label: t('privacy.lastRun.day'),
      value: formatCalendarDate(run.day, language, 'full'),
    },
    {
      key: 'startedAt',
      label: t('privacy.lastRun.startedAt'),
      value: formatQuebecDateTime(run.startedAt, language),
    },
    {
      key: 'finishedAt',
      label: t('privacy.lastRun.finishedAt'),
      value: run.finishedAt
        ? formatQuebecDateTime(run.finishedAt, language)
        : t('privacy.lastRun.unfinished'),
    },
  ];

  const erased: Fact[] = [
    {
      key: 'specialRequests',
      label: t('privacy.erased.specialRequests', { period: period(settings.specialRequestsDays) }),
      value: count(counts.specialRequests),
    },
    {
      key: 'unprovenAccounts',
      label: t('privacy.erased.unprovenAccounts', {
        period: period(settings.unprovenAccountsDays),
      }),
      value: count(counts.unprovenAccounts),
    },
    {
      key: 'mailBodies',
      label: t('privacy.erased.mailBodies', { period: period(settings.mailBodiesDays) }),
      value: count(counts.mailBodies),
    },
    {
      key: 'guestBookings',
      label: t('privacy.erased.guestBookings'),
      value: count(counts.guestBookings),
    },
    {
      key: 'connections',
      label: t('privacy.erased.connections'),
      value: count(counts.sessions + counts.links + counts.devices + counts.rateEvents),
    },
    {
      key: 'auditEntries',
      label: t('privacy.erased.auditEntries'),
      value: count(counts.auditEntries),
    },
    {
      key: 'unsubscribeLinks',
      label: t('privacy.erased.unsubscribeLinks'),
      value: count(counts.unsubscribeLinks),
    },
  ];

  return (
    <>
      <SectionCard title={t('privacy.lastRun.title')}>
        <div data-testid="retention-run">
          <FactList facts={times} capitalize />
        </div>
      </SectionCard>
      <SectionCard title={t('privacy.erased.title')}>
        <div data-testid="retention-counts">
          <FactList facts={erased} />
        </div>
      </SectionCard>
    </>
  );
}

/**
 * The daily retention job's last run, its day and times in Quebec time, and what it erased under
 * the periods of the privacy policy.
 */
export function RetentionSection() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError, isRefetching, refetch } = useRetention();

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{t('privacy.retentionLead')}</p>
      {isError && !data ? (
        <LoadError
          message={t('privacy.loadError')}
          retryLabel={t('privacy.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('privacy.loading')} />
        </div>
      ) : data.lastRun ? (
        <RetentionRun run={data.lastRun} settings={data.settings} />
      ) : (
        <SectionCard title={t('privacy.lastRun.title')}>
          <p className="text-slate-600">{t('privacy.lastRun.none')}</p>
        </SectionCard>
      )}
    </div>
  );
}
