import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatQuebecDay, formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Booking } from '../api/types';
import { BookingDocuments } from '@/components/BookingDocuments';
import { BookingStatusBadge } from '@/components/BookingStatusBadge';
import { PriceSummary } from '@/components/PriceSummary';

/** What was booked, when, and what it costs, as the server has it. */
export function BookingSummary({ booking, token = '' }: { booking: Booking; token?: string }) {
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const { session } = booking;

  const rows: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'reference',
      label: t('success.reference'),
      value: (
        <span className="font-mono text-base font-bold tracking-wider" data-testid="reference">
          {booking.reference}
        </span>
      ),
    },
    { key: 'course', label: t('success.course'), value: booking.course.title },
  ];
  if (session) {
    rows.push(
      {
        key: 'date',
        label: t('success.date'),
        value: t('success.timeRange', {
          day: formatQuebecDay(session.startsAt, language),
          start: formatQuebecTime(session.startsAt, language),
          end: formatQuebecTime(session.endsAt, language),
        }),
      },
      { key: 'location', label: t('success.location'), value: session.location },
    );
  } else if (booking.preferredDate) {
    rows.push({
      key: 'preferredDate',
      label: t('success.preferredDate'),
      value: t('success.preferredDateValue', {
        date: formatCalendarDate(booking.preferredDate, language, 'full'),
      }),
    });
  } else {
    rows.push({ key: 'date', label: t('success.date'), value: t('success.dateToConfirm') });
  }
  rows.push(
    {
      key: 'status',
      label: t('success.status'),
      value: (
        <BookingStatusBadge
          status={booking.status}
          label={common(`bookingState.status.${booking.status}`)}
        />
      ),
    },
    {
      key: 'paymentMethod',
      label: t('success.paymentMethod'),
      value: common(`bookingState.method.${booking.paymentMethod}`),
    },
    {
      key: 'paymentStatus',
      label: t('success.paymentStatus'),
      value: (
        <span data-testid="payment-status">
          {common(`bookingState.paymentStatus.${booking.paymentStatus}`)}
        </span>
      ),
    },
  );

  return (
    <section
      aria-labelledby="booking-summary-title"
      className="rounded-2xl border border-surface-strong bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="booking-summary-title" className="text-lg font-bold text-slate-900">
        {t('success.details')}
      </h2>
      <dl className="mt-4 divide-y divide-surface-strong">
        {rows.map((row) => (
          <div
            key={row.key}
            className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
          >
            <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
            <dd className="text-slate-900 first-letter:uppercase">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <PriceSummary amounts={booking.amounts} title={t('success.amounts')} />
      </div>
      {booking.documents.length > 0 && (
        <div className="mt-4">
          <BookingDocuments bookingId={booking.id} documents={booking.documents} token={token} />
        </div>
      )}
    </section>
  );
}
