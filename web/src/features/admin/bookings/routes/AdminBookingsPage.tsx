import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageHeader } from '@/components/PageHeader';
import { PagedList } from '@/components/PagedList';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate, formatQuebecTime } from '@/lib/format/quebec-time';
import { useNotice } from '@/lib/hooks/use-notice';
import { i18n } from '@/lib/i18n/i18n';
import { toLanguage } from '@/lib/i18n/languages';
import type { PageData } from '@/lib/i18n/lazy-with-strings';
import { useLanguage } from '@/lib/i18n/use-language';
import { useBulkUpdateBookings } from '../api/bulk-update-bookings';
import { bookingsCsvUrl, selectionCsvUrl } from '../api/export-bookings';
import { adminBookingsQuery, useAdminBookings } from '../api/get-admin-bookings';
import type { AdminBooking, BookingChange } from '../api/types';
import { useUpdateBooking } from '../api/update-booking';
import { actionsFor, type BookingAction, type DirectAction } from '../booking-actions';
import { filtersFrom, isFiltered, listParams } from '../booking-filters';
import { describeOutcome } from '../bulk-outcome';
import { countOf, formatCount } from '../count-label';
import { BookingFilterBar } from '../components/BookingFilterBar';
import { BOOKING_LINK, BookingsTable, focusSelectAll } from '../components/BookingsTable';
import { BulkActionDialog } from '../components/BulkActionDialog';
import { CancelBookingDialog, refundErrorKey } from '../components/CancelBookingDialog';
import { CancelSelectionDialog } from '../components/CancelSelectionDialog';
import { MoneyExportForm } from '../components/MoneyExportForm';
import { RefundHandledDialog } from '../components/RefundHandledDialog';
import { RejectDialog } from '../components/RejectDialog';
import { SelectionBar } from '../components/SelectionBar';
import { StatusFilters } from '../components/StatusFilters';
import { useBookingFilters } from '../hooks/use-booking-filters';
import type { SelectionCancellation } from '../hooks/use-cancel-selection';
import { useSelection } from '../hooks/use-selection';

/** What each action asks of the server, for one booking (PATCH) or a selection (bulk). */
const changeOf = {
  approve: { status: 'approved' },
  reject: { status: 'rejected' },
  paymentReceived: { paymentReceived: true },
} as const satisfies Record<DirectAction, BookingChange>;

const successKey = { approve: 'approved', reject: 'rejected', paymentReceived: 'paid' } as const;

/** The fields of a refused search the page has words for. */
const searchErrors = ['too-many-words', 'too-long'] as const;

/** The first page of the list the address asks for, asked while the page's code still loads. */
export function prefetch({ queryClient, url }: PageData) {
  const language = toLanguage(i18n.resolvedLanguage);
  return queryClient.prefetchInfiniteQuery(
    adminBookingsQuery(filtersFrom(url.searchParams), language),
  );
}

/**
 * /admin/bookings: the search and filters (kept in the address), the counts per status, and the
 * bookings page by page, newest first, with their actions.
 */
export default function AdminBookingsPage() {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const filtering = useBookingFilters();
  const { filters, change: changeFilters, clear: clearFilters } = filtering;
  const list = useAdminBookings(filters, language);
  const { data, error } = list;
  const bookings = list.rows;
  // The first page's: the next ones come without counts.
  const counts = data?.pages[0]?.counts;
  const update = useUpdateBooking();
  const bulk = useBulkUpdateBookings();
  const notice = useNotice();
  const [rejecting, setRejecting] = useState<AdminBooking | null>(null);
  const [refunding, setRefunding] = useState<AdminBooking | null>(null);
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  // The selection being cancelled, as it was when asked.
  const [cancellingSelection, setCancellingSelection] = useState<AdminBooking[] | null>(null);
  // The selection's action being confirmed, and the bookings it was asked for.
  const [asked, setAsked] = useState<{ action: DirectAction; bookings: AdminBooking[] } | null>(
    null,
  );
  // Another search or filter starts another selection.
  const selection = useSelection(String(listParams(filters)));
  const selected = bookings.filter((booking) => selection.ids.has(booking.id));

  const nameOf = (booking: AdminBooking) => booking.userName?.trim() || t('bookings.unknownUser');
  const courseOf = (booking: AdminBooking) =>
    booking.course.title || booking.courseName || t('bookings.unknownCourse');

  function run(booking: AdminBooking, action: DirectAction) {
    notice.clear();
    update.mutate(
      { id: booking.id, change: changeOf[action] },
      {
        onSuccess: () => notice.success(t(`bookings.updated.${successKey[action]}`)),
        onError: (error) =>
          notice.error(
            error instanceof ApiError && error.code === 'invalid-transition'
              ? t('bookings.alreadyDecided')
              : t('bookings.updateFailed'),
          ),
        onSettled: () => setRejecting(null),
      },
    );
  }

  function onAction(booking: AdminBooking, action: BookingAction) {
    notice.clear();
    if (action === 'reject') setRejecting(booking);
    else if (action === 'refundHandled') setRefunding(booking);
    else if (action === 'cancel') setCancelling(booking);
    else run(booking, action);
  }

  function askBulk(action: DirectAction) {
    notice.clear();
    bulk.reset();
    setAsked({ action, bookings: selected });
  }

  /** Sends the selection; the outcome names each booking that did not change. */
  function runBulk() {
    if (!asked) return;
    const { action } = asked;
    const references = new Map(asked.bookings.map((booking) => [booking.id, booking.reference]));
    bulk.mutate(
      { ids: [...references.keys()], change: changeOf[action] },
      {
        onSuccess: (result) => {
          const outcome = describeOutcome(result, action, (id) => references.get(id), t);
          setAsked(null);
          selection.clear();
          notice[outcome.tone](outcome.text);
          // The bar that held the focus is gone with the selection.
          setTimeout(focusSelectAll);
        },
      },
    );
  }

  /** One booking cancelled from its row: the list is read again, the notice names it. */
  function cancelled(booking: AdminBooking, refundError: string | undefined) {
    setCancelling(null);
    const reference = booking.reference;
    if (!refundError) notice.success(t('cancel.listDone', { reference }));
    else {
      const why = t(`cancel.refundErrors.${refundErrorKey(refundError)}`);
      notice.error(t('cancel.listRefundFailed', { reference, why }));
    }
  }

  function askCancelSelection() {
    notice.clear();
    setCancellingSelection(selected);
  }

  /** The selection cancelled one by one: those that failed stay ticked, named with why. */
  function cancelledSelection({ result, refundFailed }: SelectionCancellation) {
    const references = new Map(
      cancellingSelection?.map((booking) => [booking.id, booking.reference]),
    );
    const outcome = describeOutcome(result, 'cancel', (id) => references.get(id), t, refundFailed);
    setCancellingSelection(null);
    selection.keep(
      result.results.filter((booking) => booking.outcome === 'failed').map(({ id }) => id),
    );
    notice[outcome.tone](outcome.text);
    setTimeout(focusSelectAll);
  }

  function closeRefund(tone: 'success' | 'error') {
    setRefunding(null);
    if (tone === 'success') notice.success(t('bookings.updated.refundHandled'));
    else notice.error(t('bookings.alreadyDecided'));
  }

  const refused = error instanceof ApiError && error.code === 'validation' ? error : null;
  const searchError = searchErrors.find((code) => refused?.fields.q === code);
  const listed = countOf(counts, filters.status);
  const sessionBooking =
    filters.sessionId === null
      ? undefined
      : bookings.find((booking) => booking.session?.id === filters.sessionId);
  let sessionLabel: string | null = null;
  if (sessionBooking?.session) {
    sessionLabel = t('bookings.sessionFilter', {
      course: courseOf(sessionBooking),
      date: formatQuebecDate(sessionBooking.session.startsAt, language),
      time: formatQuebecTime(sessionBooking.session.startsAt, language),
    });
  } else if (filters.sessionId !== null) {
    sessionLabel = t('bookings.sessionNumber', { id: filters.sessionId });
  }

  const filtered = isFiltered(filters);
  const results = (
    <PagedList
      list={list}
      texts={{
        loading: t('bookings.loading'),
        loadError: t('bookings.loadError'),
        loadMoreError: t('bookings.loadMoreError'),
        retry: t('bookings.retry'),
        shown: (values) =>
          listed
            ? t('bookings.shown', {
                ...values,
                total: formatCount(
                  { ...listed, value: Math.max(listed.value, values.count) },
                  language,
                  t,
                ),
              })
            : t('bookings.shownUncounted', values),
      }}
      rowSelector={BOOKING_LINK}
      failure={
        refused && (
          <Alert
            action={
              <Button variant="secondary" size="sm" onClick={clearFilters}>
                {t('bookings.clearFilters')}
              </Button>
            }
          >
            {searchError ? t(`bookings.searchErrors.${searchError}`) : t('bookings.invalidFilters')}
          </Alert>
        )
      }
    >
      <BookingsTable
        bookings={bookings}
        busyId={update.isPending ? (update.variables?.id ?? null) : null}
        onAction={onAction}
        selected={selection.ids}
        onSelect={selection.select}
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
      {selected.length > 0 && (
        <SelectionBar
          selected={selected}
          exportUrl={selectionCsvUrl(
            selected.map((booking) => booking.id),
            language,
          )}
          onAction={askBulk}
          onCancel={askCancelSelection}
          onClear={selection.clear}
        />
      )}
    </PagedList>
  );

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

      <NoticeAlert notice={notice} dismissLabel={t('bookings.dismiss')} />

      <BookingFilterBar {...filtering} sessionLabel={sessionLabel} />
      <StatusFilters
        status={filters.status}
        refundNeeded={filters.refundNeeded}
        counts={counts}
        onStatus={(status) => changeFilters({ status })}
        onRefundNeeded={(refundNeeded) => changeFilters({ refundNeeded })}
      />
      {results}
      <p>
        <DownloadLink
          href={bookingsCsvUrl(filters, language)}
          text={t('bookings.exportList')}
          className="inline-flex items-center gap-2 rounded-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          iconClassName="size-5"
        />
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
        onHandled={() => closeRefund('success')}
        onGone={() => closeRefund('error')}
      />

      <CancelBookingDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(refundError) => cancelling && cancelled(cancelling, refundError)}
      />

      <CancelSelectionDialog
        bookings={cancellingSelection}
        onClose={() => setCancellingSelection(null)}
        onDone={cancelledSelection}
      />

      <BulkActionDialog
        action={asked?.action ?? null}
        count={asked?.bookings.length ?? 0}
        ineligible={
          asked?.bookings.filter((booking) => !actionsFor(booking).includes(asked.action)).length ??
          0
        }
        busy={bulk.isPending}
        failed={bulk.isError}
        onConfirm={runBulk}
        onClose={() => setAsked(null)}
      />
    </div>
  );
}
