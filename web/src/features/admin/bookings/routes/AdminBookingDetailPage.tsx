import { FileText, Mail, ReceiptText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { BookingDocuments } from '@/components/BookingDocuments';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageTitle } from '@/components/PageTitle';
import { BookingPriceSummary } from '@/components/PriceSummary';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { Button } from '@/components/ui/Button';
import { FactList } from '@/components/ui/FactList';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { StatusBadge } from '@/features/admin/components/StatusBadge';
import { ApiError } from '@/lib/api/api-error';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatQuebecDate, formatQuebecDay, formatQuebecTime } from '@/lib/format/quebec-time';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAdminBooking } from '../api/get-admin-booking';
import { useResendDocument } from '../api/resend-document';
import { BookingHistory } from '../components/BookingHistory';
import { CancelBookingSection } from '../components/CancelBookingSection';
import { MoveBookingSection } from '../components/MoveBookingSection';
import { RefundSection } from '../components/RefundSection';
import type { AdminBooking } from '../api/types';
import { listPathFrom } from '../list-state';

function BookingFacts({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const { session } = booking;
  const when = session
    ? t('detail.timeRange', {
        day: formatQuebecDay(session.startsAt, language),
        start: formatQuebecTime(session.startsAt, language),
        end: formatQuebecTime(session.endsAt, language),
      })
    : booking.preferredDate
      ? t('detail.preferred', { date: formatCalendarDate(booking.preferredDate, language, 'full') })
      : t('bookings.dateToConfirm');
  const rows = [
    { label: t('detail.course'), value: booking.course.title || booking.courseName },
    { label: t('detail.date'), value: <span className="first-letter:uppercase">{when}</span> },
    ...(session ? [{ label: t('detail.location'), value: session.location }] : []),
    {
      label: t('detail.payment'),
      value: `${t(`bookings.methods.${booking.paymentMethod}`)} · ${t(`bookings.paymentStatus.${booking.paymentStatus}`)}`,
    },
    ...(booking.interacReference
      ? [{ label: t('detail.interacCode'), value: booking.interacReference }]
      : []),
    { label: t('detail.bookedOn'), value: formatQuebecDate(booking.createdAt, language) },
    ...(booking.paidAt
      ? [{ label: t('detail.paidOn'), value: formatQuebecDate(booking.paidAt, language) }]
      : []),
  ];
  return (
    <SectionCard title={t('detail.booking')} icon={FileText}>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <FactList facts={rows} compact />
        <BookingPriceSummary booking={booking} title={t('detail.amounts')} />
      </div>
    </SectionCard>
  );
}

function CustomerFacts({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('adminBookings');
  const rows = [
    { label: t('detail.name'), value: booking.userName },
    { label: t('detail.email'), value: booking.userEmail },
    { label: t('detail.phone'), value: booking.phone || t('detail.noPhone') },
    { label: t('detail.requests'), value: booking.specialRequests || t('detail.noRequests') },
    {
      label: t('detail.account'),
      value:
        booking.userId === null ? (
          t('detail.guest')
        ) : (
          <Link
            to={paths.admin.student(booking.userId)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('detail.viewStudent')}
          </Link>
        ),
    },
  ];
  return (
    <SectionCard title={t('detail.customer')} icon={UserRound}>
      <FactList facts={rows} compact />
    </SectionCard>
  );
}

/** /admin/bookings/:id: one booking, its customer, its receipts and credit notes. */
export default function AdminBookingDetailPage() {
  const { t } = useTranslation('adminBookings');
  const { t: common } = useTranslation();
  const { id: param = '' } = useParams();
  const location = useLocation();
  const id = /^\d{1,15}$/.test(param) ? Number(param) : 0;
  const language = useLanguage();
  const {
    data: booking,
    isPending,
    isError,
    error,
    isRefetching,
    refetch,
  } = useAdminBooking(id, language);
  const resend = useResendDocument();
  const notice = useNotice();
  const notFound = id === 0 || (error instanceof ApiError && error.status === 404);

  function sendAgain(booking: AdminBooking, documentId: number, name: string) {
    notice.clear();
    resend.mutate(
      { bookingId: booking.id, documentId },
      {
        onSuccess: () => notice.success(t('detail.resent', { name, email: booking.email })),
        onError: () => notice.error(t('detail.resendFailed')),
      },
    );
  }

  let content;
  if (notFound) {
    content = <Alert>{t('detail.notFound')}</Alert>;
  } else if (isError && !booking) {
    content = (
      <LoadError
        message={t('detail.loadError')}
        retryLabel={t('bookings.retry')}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  } else if (isPending || !booking) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label={t('detail.loading')} />
      </div>
    );
  } else {
    content = (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('detail.heading')} <span className="whitespace-nowrap">{booking.reference}</span>
          </h1>
          <StatusBadge status={booking.status} />
        </div>
        {booking.refundNeeded && <Alert>{t('detail.refundNeeded')}</Alert>}
        <NoticeAlert notice={notice} dismissLabel={t('bookings.dismiss')} />
        <BookingFacts booking={booking} />
        <CustomerFacts booking={booking} />
        <MoveBookingSection booking={booking} />
        <RefundSection booking={booking} />
        <CancelBookingSection booking={booking} />
        <SectionCard title={common('documents.title')} icon={ReceiptText}>
          {booking.documents.length === 0 ? (
            <p className="text-sm text-slate-700">{t('detail.noDocuments')}</p>
          ) : (
            <BookingDocuments
              bookingId={booking.id}
              documents={booking.documents}
              actions={(document) => {
                const name = common(`documents.kind.${document.kind}`, {
                  number: document.number,
                });
                return (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('detail.resendLabel', { name })}
                    disabled={resend.isPending}
                    onClick={() => sendAgain(booking, document.id, name)}
                  >
                    <Mail aria-hidden="true" className="size-4" />
                    {t('detail.resend')}
                  </Button>
                );
              }}
            />
          )}
        </SectionCard>
        <BookingHistory history={booking.history} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle
        title={booking ? t('detail.title', { reference: booking.reference }) : t('bookings.title')}
      />
      <BackLink to={listPathFrom(location.state)} tone="admin">
        {t('detail.back')}
      </BackLink>
      {content}
    </div>
  );
}
