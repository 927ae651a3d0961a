import { CreditCard, Eye, Send, Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingDocuments } from '@/components/BookingDocuments';
import { BookingStatusBadge } from '@/components/BookingStatusBadge';
import { EmptyState } from '@/components/EmptyState';
import { LoadError } from '@/components/LoadError';
import { BookingPriceSummary } from '@/components/PriceSummary';
import { SessionWhen } from '@/components/SessionWhen';
import { Alert } from '@/components/ui/Alert';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate, formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { PaymentDueNote } from '@/components/payment/PaymentDueNote';
import { useMyBookings } from '../api/get-my-bookings';
import type { MyBooking } from '../api/types';

/** A card booking whose seat is still held: it can be paid now (the server checks again). */
export function cardPayable(booking: MyBooking, now: number): boolean {
  return (
    booking.paymentMethod === 'card' &&
    booking.status === 'pending' &&
    booking.paymentStatus === 'awaiting-payment' &&
    booking.holdExpiresAt !== null &&
    Date.parse(booking.holdExpiresAt) > now
  );
}

/** When the booking's session takes place (every day of it), or the date asked for. */
function WhenLine({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { session } = booking;
  if (session) {
    return (
      <p className="text-sm text-slate-800">
        <SessionWhen session={session} />
        <span className="block text-slate-600">{session.location}</span>
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-800" data-testid="booking-date">
      {booking.preferredDate
        ? t('bookings.preferredDate', {
            date: formatCalendarDate(booking.preferredDate, language, 'full'),
          })
        : t('bookings.dateToConfirm')}
    </p>
  );
}

/** What is left to pay and how, while the booking is unpaid and still alive. */
function HowToPay({ booking, now }: { booking: MyBooking; now: number }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const amount = formatMoney(booking.amounts.totalCents, language);
  const alive = booking.status === 'pending' || booking.status === 'approved';
  if (booking.refundNeeded) return <Alert tone="info">{t('bookings.refundNeeded')}</Alert>;
  if (booking.paymentStatus !== 'awaiting-payment' || !alive) return null;

  if (booking.paymentMethod === 'interac') {
    const code = booking.interacReference ?? booking.reference;
    return (
      <div
        className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
        data-testid="interac-instructions"
      >
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="inline-flex items-center gap-1.5 font-medium text-slate-600">
            <Send aria-hidden="true" className="size-4" />
            {t('bookings.interacCode')}
          </span>
          <span className="font-mono text-lg font-bold tracking-widest text-slate-900">{code}</span>
        </p>
        <p>
          {t('bookings.interacSteps', {
            amount,
            email: booking.interacEmail ?? site.email,
            code,
          })}
        </p>
        <PaymentDueNote method="interac" due={booking.paymentDue} onRequest={!booking.session} />
      </div>
    );
  }
  if (booking.paymentMethod === 'cash') {
    // Past the deadline, only the class day's rule: pay the instructor (decision 058).
    return (
      <div className="space-y-1">
        {!booking.paymentDue?.classDay && (
          <p className="text-sm text-slate-800">{t('bookings.cash', { amount })}</p>
        )}
        <PaymentDueNote
          method="cash"
          due={booking.paymentDue}
          amount={amount}
          onRequest={!booking.session}
        />
      </div>
    );
  }
  if (cardPayable(booking, now) && booking.holdExpiresAt) {
    return (
      <p className="text-sm text-slate-800">
        {t('bookings.cardHeld', { time: formatQuebecTime(booking.holdExpiresAt, language) })}
      </p>
    );
  }
  return booking.status === 'pending' ? (
    <p className="text-sm text-slate-800">{t('bookings.cardLapsed')}</p>
  ) : null;
}

/** What was given back, and when. */
function Refunds({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const shown = booking.refunds.filter((refund) => refund.status !== 'failed');
  if (shown.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-slate-800" aria-label={t('bookings.refundsLabel')}>
      {shown.map((refund) => (
        <li key={refund.id} data-testid="my-refund">
          {t(refund.status === 'succeeded' ? 'bookings.refunded' : 'bookings.refundPending', {
            amount: formatMoney(refund.amountCents, language),
            date: formatQuebecDate(refund.completedAt ?? refund.createdAt, language),
          })}
          {refund.note && <span className="block text-slate-600">{refund.note}</span>}
        </li>
      ))}
    </ul>
  );
}

function BookingItem({ booking, now }: { booking: MyBooking; now: number }) {
  const { t } = useTranslation('dashboard');
  const { t: common } = useTranslation();
  const titleId = useId();
  const { reference } = booking;
  return (
    <li
      data-testid="my-booking"
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[minmax(0,1fr)_16rem]"
    >
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-bold text-slate-900">
              {booking.course.title}
            </h3>
            <p className="text-sm text-slate-600">{t('bookings.reference', { reference })}</p>
          </div>
          <BookingStatusBadge
            status={booking.status}
            label={common(`bookingState.status.${booking.status}`)}
          />
        </div>
        <WhenLine booking={booking} />
        <p className="text-sm font-medium text-slate-900" data-testid="booking-payment">
          {t('bookings.paymentLine', {
            method: common(`bookingState.method.${booking.paymentMethod}`),
            status: common(`bookingState.paymentStatus.${booking.paymentStatus}`),
          })}
        </p>
        <HowToPay booking={booking} now={now} />
        <Refunds booking={booking} />
        <BookingDocuments bookingId={booking.id} documents={booking.documents} />
        <div className="flex flex-wrap gap-2">
          {cardPayable(booking, now) && (
            <ButtonLink
              to={paths.myBooking(booking.id)}
              size="sm"
              aria-label={t('bookings.payByCardLabel', { reference })}
            >
              <CreditCard aria-hidden="true" className="size-4" />
              {t('bookings.payByCard')}
            </ButtonLink>
          )}
          <ButtonLink
            to={paths.myBooking(booking.id)}
            variant="secondary"
            size="sm"
            aria-label={t('bookings.detailsLabel', { reference })}
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('bookings.details')}
          </ButtonLink>
        </div>
      </div>
      <BookingPriceSummary booking={booking} title={t('bookings.amounts')} />
    </li>
  );
}

/** Every booking of the student, from the moment it is sent, with how to pay what is unpaid. */
export function BookingList() {
  const { t } = useTranslation('dashboard');
  const bookings = useMyBookings();
  // When the page opened: a hold that lapses while it stays open is refused by the server anyway.
  const [now] = useState(Date.now);

  let content;
  if (bookings.data) {
    content =
      bookings.data.length === 0 ? (
        <EmptyState title={t('bookings.empty')} hint={t('bookings.emptyHint')} />
      ) : (
        <ul className="space-y-3">
          {bookings.data.map((booking) => (
            <BookingItem key={booking.id} booking={booking} now={now} />
          ))}
        </ul>
      );
  } else if (bookings.isError) {
    content = (
      <LoadError
        message={t('bookings.loadError')}
        retryLabel={t('bookings.retry')}
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  } else {
    content = (
      <div className="flex justify-center py-8">
        <Spinner label={t('bookings.loading')} />
      </div>
    );
  }

  return (
    <SectionCard title={t('bookings.title')} description={t('bookings.description')} icon={Ticket}>
      {content}
    </SectionCard>
  );
}
