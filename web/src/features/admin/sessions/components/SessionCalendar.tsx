import { CalendarDays, CalendarRange, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Spinner } from '@/components/ui/Spinner';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { dateTimeFormat } from '@/lib/format/intl';
import { sessionDaysOf } from '@/lib/format/session-days';
import { intlLocale, type Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAdminSessionsInRange } from '../api/get-admin-sessions';
import { isInPeriod, periodDays, periodOfToday, shiftPeriod, switchKind } from '../calendar-period';
import { useSessionsView } from '../use-sessions-view';
import type { CalendarActions } from './CalendarSession';
import { CalendarGrid } from './CalendarGrid';
import { SegmentedLinks } from '@/features/admin/components/SegmentedLinks';

/** "Novembre 2026", from Intl in the page's language, capitalized as a heading. */
function monthTitle(month: string, language: Language): string {
  const name = dateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
  return name.charAt(0).toLocaleUpperCase(intlLocale(language)) + name.slice(1);
}

/**
 * The office's calendar of sessions, a month or a week at a time (the one the page's address
 * holds): every session that has a day in the days shown (on each of its days), past ones and
 * cancelled ones too, each a link to its bookings.
 */
export function SessionCalendar(actions: CalendarActions) {
  const { t } = useTranslation('adminBookings');
  const { today, period, periodHref } = useSessionsView();
  const language = useLanguage();
  const titleId = useId();
  const days = periodDays(period);
  const first = days[0] ?? today;
  // The server answers the sessions under way in the days shown, those that began before them too.
  const range = { from: first, to: days.at(-1) ?? today };
  const { data, isPending, isError, isRefetching, refetch } = useAdminSessionsInRange(
    language,
    range,
  );
  const title =
    period.kind === 'month'
      ? monthTitle(period.month, language)
      : t('sessions.calendar.weekOf', {
          date: formatCalendarDate(period.start, language, 'long'),
        });
  const kind = period.kind;

  let body;
  if (isError && !data) {
    body = (
      <LoadError
        message={t('sessions.calendar.loadError')}
        retryLabel={t('sessions.retry')}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  } else if (isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('sessions.calendar.loading')} />
      </div>
    );
  } else {
    const shown = data.some((session) =>
      sessionDaysOf(session).some((day) => isInPeriod(period, day.date)),
    );
    body = (
      <>
        {!shown && (
          <p className="rounded-2xl border border-surface-strong bg-white px-4 py-10 text-center text-slate-600">
            {t(`sessions.calendar.empty.${kind}`)}
          </p>
        )}
        <CalendarGrid
          period={period}
          sessions={data}
          today={today}
          labelledBy={titleId}
          {...actions}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedLinks
            label={t('sessions.calendar.kinds.label')}
            links={(['month', 'week'] as const).map((other) => ({
              label: t(`sessions.calendar.kinds.${other}`),
              to: periodHref(switchKind(period, other, today)),
              active: kind === other,
              icon: other === 'month' ? CalendarDays : CalendarRange,
            }))}
          />
          <div role="group" aria-label={t('sessions.calendar.navigation')} className="flex gap-1">
            <ButtonLink
              to={periodHref(shiftPeriod(period, -1))}
              variant="secondary"
              size="sm"
              aria-label={t(`sessions.calendar.previous.${kind}`)}
              title={t(`sessions.calendar.previous.${kind}`)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to={periodHref(periodOfToday(kind, today))} variant="secondary" size="sm">
              {t('sessions.calendar.today')}
            </ButtonLink>
            <ButtonLink
              to={periodHref(shiftPeriod(period, 1))}
              variant="secondary"
              size="sm"
              aria-label={t(`sessions.calendar.next.${kind}`)}
              title={t(`sessions.calendar.next.${kind}`)}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        </div>
      </div>
      {body}
    </section>
  );
}
