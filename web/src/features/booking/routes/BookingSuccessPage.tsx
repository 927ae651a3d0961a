import { CircleAlert, CircleCheck, LayoutDashboard, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { Spinner } from '@/components/ui/Spinner';
import { pageHeadingClass } from '@/components/ui/heading-styles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { homePathFor } from '@/lib/auth/role-home';
import { useBooking } from '../api/get-booking';
import type { Booking } from '../api/types';
import { BookingSummary } from '../components/BookingSummary';
import { ManageBooking } from '../components/ManageBooking';
import { PaymentInstructions } from '../components/PaymentInstructions';

interface SuccessState {
  booking?: Booking;
  /** Just submitted from the booking page. */
  submitted?: boolean;
}

const FAILED_REDIRECTS = new Set(['failed', 'requires_payment_method', 'canceled']);

/**
 * /bookingsuccess?booking=<id>&token=<accessToken>: the booking as the server has it, and how to
 * pay. Stripe sends card payers back here (with redirect_status).
 */
export default function BookingSuccessPage() {
  const { t } = useTranslation('bookingSuccess');
  const { t: form } = useTranslation('booking');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as SuccessState;
  const bookingId = params.get('booking');
  const token = params.get('token') ?? '';
  const redirectStatus = params.get('redirect_status');
  const initial =
    state.booking && String(state.booking.id) === bookingId ? state.booking : undefined;
  const cardFailed = redirectStatus !== null && FAILED_REDIRECTS.has(redirectStatus);
  // Back from Stripe with a payment under way: wait for its webhook to reach the server.
  const cardReturned = redirectStatus !== null && !cardFailed;
  const query = useBooking(bookingId, token, initial, cardReturned);
  const booking = query.data;
  const justBooked = state.submitted === true || redirectStatus === 'succeeded';
  // Paid, but the seat was gone: nothing here may read as a confirmation.
  const refundNeeded = booking?.refundNeeded === true;
  const title = refundNeeded ? t('success.refundTitle') : t('success.title');

  let content;
  if (!bookingId) {
    content = <p className="text-lg text-slate-700">{t('success.noBooking')}</p>;
  } else if (booking && refundNeeded) {
    content = (
      <>
        <Alert tone="info">
          <p data-testid="refund-needed">{t('success.refundNeeded')}</p>
        </Alert>
        <BookingSummary booking={booking} token={token} />
      </>
    );
  } else if (booking) {
    content = (
      <>
        <p className="text-lg text-slate-700">{t('success.lead', { email: booking.email })}</p>
        {justBooked && <Alert tone="success">{form('submit.success')}</Alert>}
        <PaymentInstructions
          booking={booking}
          token={token}
          polling={query.confirming}
          cardReturned={cardReturned}
          cardFailed={cardFailed}
        />
        <BookingSummary booking={booking} token={token} />
        <ManageBooking booking={booking} token={token} />
      </>
    );
  } else if (query.isError) {
    content = <Alert>{t('success.loadError')}</Alert>;
  } else {
    content = (
      <div className="flex justify-center py-12">
        <Spinner label={t('success.loading')} />
      </div>
    );
  }

  return (
    <div className="bg-surface">
      <PageTitle title={title} />
      <Container className="max-w-3xl py-10 sm:py-14">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          {refundNeeded ? (
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-pending-50 text-pending-700">
              <CircleAlert aria-hidden="true" className="size-8" />
            </span>
          ) : (
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-success-50 text-success-600">
              <CircleCheck aria-hidden="true" className="size-8" />
            </span>
          )}
          <h1 className={pageHeadingClass}>{title}</h1>
        </div>
        <div className="mt-6 space-y-6">{content}</div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.courses} variant={user ? 'secondary' : 'primary'}>
            <Search aria-hidden="true" className="size-5" />
            {t('success.browse')}
          </ButtonLink>
          {user && (
            <ButtonLink to={homePathFor(user.role)}>
              <LayoutDashboard aria-hidden="true" className="size-5" />
              {t('success.dashboard')}
            </ButtonLink>
          )}
        </div>
      </Container>
    </div>
  );
}
