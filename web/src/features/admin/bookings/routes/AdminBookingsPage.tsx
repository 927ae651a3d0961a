import { CalendarClock, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { LoadMore } from '@/components/ui/LoadMore';
import { Spinner } from '@/components/ui/Spinner';
import { ApiError } from '@/lib/api/api-error';
import { numberFormat } from '@/lib/format/intl';
import { formatMoney } from '@/lib/format/money';
import { useSearchParamText } from '@/lib/hooks/use-search-param-text';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAdminBookings } from '../api/get-admin-bookings';
import type { AdminBooking, BookingChange } from '../api/types';
import { useUpdateBooking } from '../api/update-booking';
import type { BookingAction } from '../booking-actions';
import { filtersFrom, isFiltered, withFilters, type FilterChange } from '../booking-filters';
import { BookingFilterBar } from '../components/BookingFilterBar';
import { BOOKING_LINK, BookingsTable } from '../components/BookingsTable';
import { MoneyExportForm } from '../components/MoneyExportForm';
import { bookingsCsvUrl } from '../api/export-bookings';
import { RefundHandledDialog } from '../components/RefundHandledDialog';
import { RejectDialog } from '../components/RejectDialog';
import { StatusFilters } from '../components/StatusFilters';

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

/** The fields of a refused search the page has words for. */
const searchErrors = ['too-many-words', 'too-long'] as const;

/** The bookings of every page loaded, each once. */
function bookingsOf(pages: readonly { bookings: AdminBooking[] }[] | undefined): AdminBooking[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.bookings)
    .filter((booking) => !seen.has(booking.id) && seen.add(booking.id));
}

/**
 * /admin/bookings: the search and filters (kept in the address), the counts per status, and the
 * bookings page by page, newest first, with their actions.
 */
export default function AdminBookingsPage() {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = useSearchParamText('q');
  const filters = filtersFrom(params);
  const list = useAdminBookings(filters, language);
  const { data, error, isPending, isError, isRefetching, refetch } = list;
  const bookings = useMemo(() => bookingsOf(data?.pages), [data]);
  const counts = data?.pages[0]?.counts;
  const update = useUpdateBooking();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rejecting, setRejecting] = useState<AdminBooking | null>(null);
  const [refunding, setRefunding] = useState<AdminBooking | null>(null);
  const number = numberFormat(intlLocale(language));

  const nameOf = (booking: AdminBooking) => booking.userName?.trim() || t('bookings.unknownUser');
  const courseOf = (booking: AdminBooking) =>
    booking.course.title || booking.courseName || t('bookings.unknownCourse');

  /** A choice adds a history entry (back undoes it); a date being typed replaces its own. */
  function changeFilters(change: FilterChange, replace = false) {
    setParams((current) => withFilters(current, change), { replace });
  }

  function clearFilters() {
    search.change('');
    setParams(new URLSearchParams());
  }

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

  const refused = error instanceof ApiError && error.code === 'validation' ? error : null;
  const searchError = searchErrors.find((code) => refused?.fields.q === code);
  const listed = counts ? (filters.status === 'all' ? counts.total : counts[filters.status]) : 0;

  let results;
  if (isError && !data) {
    results = refused ? (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={clearFilters}>
            {t('bookings.clearFilters')}
          </Button>
        }
      >
        {searchError ? t(`bookings.searchErrors.${searchError}`) : t('bookings.invalidFilters')}
      </Alert>
    ) : (
      <LoadError
        message={t('bookings.loadError')}
        retryLabel={t('bookings.retry')}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  } else if (isPending) {
    results = (
      <div className="flex justify-center py-16">
        <Spinner label={t('bookings.loading')} />
      </div>
    );
  } else {
    const filtered = isFiltered(filters);
    results = (
      <div
        aria-busy={list.isPlaceholderData}
        className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <BookingsTable
          bookings={bookings}
          busyId={update.isPending ? (update.variables?.id ?? null) : null}
          onAction={onAction}
          empty={
            filtered ? (
              <>
                {t('bookings.noMatch')}{' '}
                <button
                  type="button"
                  onClick={clearFilters}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {t('bookings.clearFilters')}
                </button>
              </>
            ) : (
              t('bookings.empty')
            )
          }
        />
        {bookings.length > 0 && (
          <LoadMore
            summary={t('bookings.shown', {
              count: bookings.length,
              shown: number.format(bookings.length),
              total: number.format(Math.max(listed, bookings.length)),
            })}
            count={bookings.length}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            error={list.isFetchNextPageError ? t('bookings.loadMoreError') : undefined}
            onLoadMore={() => void list.fetchNextPage()}
            labels={{
              loadMore: t('bookings.loadMore'),
              loading: t('bookings.loadingMore'),
              retry: t('bookings.retry'),
            }}
            rowSelector={BOOKING_LINK}
          />
        )}
      </div>
    );
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

      <BookingFilterBar
        filters={filters}
        search={search}
        onChange={changeFilters}
        onClear={clearFilters}
      />
      <StatusFilters
        status={filters.status}
        refundNeeded={filters.refundNeeded}
        counts={counts}
        onStatus={(status) => changeFilters({ status })}
        onRefundNeeded={(refundNeeded) => changeFilters({ refundNeeded })}
      />
      {results}
      <p>
        <a
          href={bookingsCsvUrl(filters, language)}
          download
          className="inline-flex items-center gap-2 rounded-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <Download aria-hidden="true" className="size-5" />
          {t('bookings.exportList')}
        </a>
      </p>

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
