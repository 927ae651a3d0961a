import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import type { WeeklyFigure } from '../api/types';
import { formatCount } from '../format';
import { dateTimeFormat } from '@/lib/format/intl';

const height = (value: number, max: number) => (max === 0 ? 0 : Math.round((value / max) * 100));

/**
 * Bookings and revenue of each of the last weeks as pairs of bars, each scaled to its own
 * highest week. The bars are drawn for the eye; screen readers get the same figures as a table.
 */
export function WeeklyChart({ weeks }: { weeks: readonly WeeklyFigure[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const day = dateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const long = dateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const dateOf = (week: WeeklyFigure) => new Date(`${week.weekStart}T12:00:00Z`);
  const maxBookings = Math.max(0, ...weeks.map((week) => week.bookings));
  const maxRevenue = Math.max(0, ...weeks.map((week) => week.revenueCents));
  const empty = maxBookings === 0 && maxRevenue === 0;

  return (
    <section
      aria-labelledby="overview-chart"
      className="rounded-2xl border border-surface-strong bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 id="overview-chart" className="text-lg font-bold text-slate-900">
            {t('overview.chart.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('overview.chart.lead')}</p>
        </div>
        <ul aria-hidden="true" className="flex gap-4 text-xs font-semibold text-slate-700">
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-slate-700" />
            {t('overview.chart.bookings')}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-brand-600" />
            {t('overview.chart.revenue')}
          </li>
        </ul>
      </div>
      {empty ? (
        <p className="mt-6 text-slate-600">{t('overview.chart.empty')}</p>
      ) : (
        <div
          aria-hidden="true"
          // On a phone the weeks scroll sideways: start at the current week, on the right.
          ref={(element) => {
            if (element) element.scrollLeft = element.scrollWidth;
          }}
          className="mt-6 overflow-x-auto"
        >
          <div className="grid min-w-[36rem] grid-cols-12 gap-2">
            {weeks.map((week) => (
              <div
                key={week.weekStart}
                title={t('overview.chart.barLabel', {
                  week: long.format(dateOf(week)),
                  bookings: formatCount(week.bookings, language),
                  revenue: formatMoney(week.revenueCents, language),
                })}
                className="flex flex-col items-center gap-1"
              >
                <div className="flex h-40 w-full items-end justify-center gap-1">
                  <div
                    className="w-3 rounded-t bg-slate-700"
                    style={{ height: `${height(week.bookings, maxBookings)}%` }}
                    data-testid="bar-bookings"
                  />
                  <div
                    className="w-3 rounded-t bg-brand-600"
                    style={{ height: `${height(week.revenueCents, maxRevenue)}%` }}
                  />
                </div>
                <span className="text-[0.6875rem] whitespace-nowrap text-slate-600">
                  {day.format(dateOf(week))}
                </span>
              </div>
            ))}
          </div>
        </div>
      )}
      {/* A table ignores the 1-pixel width of sr-only: its wrapper takes the class instead. */}
      <div className="sr-only">
        <table>
          <caption>{t('overview.chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.chart.week')}</th>
              <th scope="col">{t('overview.chart.bookings')}</th>
              <th scope="col">{t('overview.chart.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart} data-testid="week-row">
                <th scope="row">{long.format(dateOf(week))}</th>
                <td>{formatCount(week.bookings, language)}</td>
                <td>{formatMoney(week.revenueCents, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
