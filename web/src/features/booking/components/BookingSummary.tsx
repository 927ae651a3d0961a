import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Booking } from '../api/types';
import { BookingDocuments } from '@/components/BookingDocuments';
import { BookingStatusBadge } from '@/components/BookingStatusBadge';
import { BookingPriceSummary } from '@/components/PriceSummary';
import { SessionWhen } from '@/components/SessionWhen';
import { FactList, type Fact } from '@/components/ui/FactList';
import { SectionCard } from '@/components/ui/SectionCard';

/** What was booked, when (every day of its session), and what it costs, as the server has it. */
export function BookingSummary({ booking, token = '' }: { booking: Booking; token?: string }) {
  const { t } = useTranslation('bookingSuccess');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const { session } = booking;

  const rows: Fact[] = [
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
        value: <SessionWhen session={session} />,
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
    <SectionCard id="booking-summary-title" title={t('success.details')}>
      <FactList facts={rows} capitalize />
      <BookingPriceSummary booking={booking} title={t('success.amounts')} />
      {booking.documents.length > 0 && (
        <BookingDocuments bookingId={booking.id} documents={booking.documents} token={token} />
      )}
    </SectionCard>
  );
}
