import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { SearchField } from '@/components/ui/SearchField';
import { ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/money';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAdminBookings } from '../api/get-admin-bookings';
import {
  STATUS_FILTERS,
  type AdminBooking,
  type BookingChange,
  type StatusFilter,
} from '../api/types';
import { useUpdateBooking } from '../api/update-booking';
import type { BookingAction } from '../booking-actions';
import { BookingStats } from '../components/BookingStats';
import { BookingsTable } from '../components/BookingsTable';
import { MoneyExportForm } from '../components/MoneyExportForm';
import { RefundHandledDialog } from '../components/RefundHandledDialog';
import { RejectDialog } from '../components/RejectDialog';

type Notice =
  | { tone: 'success'; key: 'approved' | 'rejected' | 'paid' | 'refundHandled' }
  | { tone: 'error'; key: 'updateFailed' | 'alreadyDecided' };

type DirectAction = Exclude<BookingAction, 'refundHandled'>;

const changeOf: Record<DirectAction, BookingChange> = {
  approve: { status: 'approved' },
  reject: { status: 'rejected' },
  paymentReceived: { paymentReceived: true },
};

const successKey = { approve: 'approved', reject: 'rejected', paymentReceived: 'paid' } as const;

/** /admin/bookings: search, status filter, counts, and the bookings with their actions. */
export default function AdminBookingsPage() {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const q = useDebouncedValue(search);
  const { data, isPending, isError, isRefetching, refetch } = useAdminBookings(q, status, language);
  const update = useUpdateBooking();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rejecting, setRejecting] = useState<AdminBooking | null>(null);
  const [refunding, setRefunding] = useState<AdminBooking | null>(null);

  const nameOf = (booking: AdminBooking) => booking.userName?.trim() || t('bookings.unknownUser');
  const courseOf = (booking: AdminBooking) =>
    booking.course.title || booking.courseName || t('bookings.unknownCourse');

  function run(booking: AdminBooking, action: DirectAction) {
    setNotice(null);
    update.mutate(
      { id: booking.id, change: changeOf[action] },
      {
        onSuccess: () => setNotice({ tone: 'success', key: successKey[action] }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            key:
              error instanceof ApiError && error.code === 'invalid-transition'
                ? 'alreadyDecided'
                : 'updateFailed',
          }),
        onSettled: () => setRejecting(null),
      },
    );
  }

  function onAction(booking: AdminBooking, action: BookingAction) {
    setNotice(null);
    if (action === 'reject') setRejecting(booking);
    else if (action === 'refundHandled') setRefunding(booking);
    else run(booking, action);
  }

  function closeRefund(result: Notice) {
    setRefunding(null);
    setNotice(result);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('bookings.title')}
        lead={t('bookings.lead')}
        actions={
          <ButtonLink to="/admin/sessions" variant="secondary" className="shrink-0">
            <CalendarClock aria-hidden="true" className="size-5" />
            {t('bookings.sessionsLink')}
          </ButtonLink>
        }
      />

      {notice && (
        <Alert
          tone={notice.tone}
          dismissLabel={t('bookings.dismiss')}
          onDismiss={() => setNotice(null)}
        >
          {notice.tone === 'success'
            ? t(`bookings.updated.${notice.key}`)
            : t(`bookings.${notice.key}`)}
        </Alert>
      )}

      {isError && !data ? (
        <LoadError
          message={t('bookings.loadError')}
          retryLabel={t('bookings.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('bookings.loading')} />
        </div>
      ) : (
        <>
          <BookingStats counts={data.counts} />
          <div className="grid gap-4 sm:grid-cols-[minmax(0,28rem)_14rem]">
            <SearchField
              label={t('bookings.search')}
              value={search}
              placeholder={t('bookings.searchPlaceholder')}
              onChange={setSearch}
            />
            <SelectField
              label={t('bookings.filter')}
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
            >
              {STATUS_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`bookings.filters.${filter}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <BookingsTable
            bookings={data.bookings}
            busyId={update.isPending ? (update.variables?.id ?? null) : null}
            onAction={onAction}
          />
        </>
      )}

      <MoneyExportForm />

      <RejectDialog
        booking={
          rejecting && {
            reference: rejecting.reference,
            name: nameOf(rejecting),
            course: courseOf(rejecting),
          }
        }
        busy={update.isPending}
        onConfirm={() => rejecting && run(rejecting, 'reject')}
        onClose={() => setRejecting(null)}
      />

      <RefundHandledDialog
        booking={
          refunding && {
            id: refunding.id,
            reference: refunding.reference,
            name: nameOf(refunding),
            course: courseOf(refunding),
            amount: formatMoney(refunding.amounts.totalCents, language),
          }
        }
        onClose={() => setRefunding(null)}
        onHandled={() => closeRefund({ tone: 'success', key: 'refundHandled' })}
        onGone={() => closeRefund({ tone: 'error', key: 'alreadyDecided' })}
      />
    </div>
  );
}
