import { Ban, Banknote, Check, CircleAlert, Ellipsis, HandCoins, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { Menu } from '@/components/ui/Menu';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import { paths } from '@/config/paths';
import { StatusBadge } from '@/features/admin/components/StatusBadge';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate, formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminBooking } from '../api/types';
import { actionsFor, type BookingAction } from '../booking-actions';
import type { BookingListState } from '../list-state';

interface BookingsTableProps {
  bookings: readonly AdminBooking[];
  /** The booking whose action is under way: its menu waits. */
  busyId: number | null;
  onAction: (booking: AdminBooking, action: BookingAction) => void;
  /** The ids of the bookings ticked; some may not be among those shown. */
  selected: ReadonlySet<number>;
  /** Ticks (`on`) or unticks bookings. */
  onSelect: (ids: readonly number[], on: boolean) => void;
  /** What the table says when no booking is listed. */
  empty: ReactNode;
}

/** Each row's reference link carries it: "Load more" focuses the first new row's. */
export const BOOKING_LINK = '[data-booking-link]';

/** Each "select all" box carries it: the table header's, and the one above the cards. */
const SELECT_ALL = '[data-select-all]';

/** Focuses the "select all" box on screen, e.g. once the selection's action is done. */
export function focusSelectAll() {
  const boxes = Array.from(document.querySelectorAll<HTMLElement>(SELECT_ALL));
  (boxes.find((box) => box.getClientRects().length > 0) ?? boxes[0])?.focus();
}

const checkboxClass = 'size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600';

/** Ticks every booking shown, or unticks them all; "mixed" while only some are ticked. */
function SelectAll({
  ids,
  selected,
  onSelect,
}: {
  ids: readonly number[];
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], on: boolean) => void;
}) {
  const { t } = useTranslation('adminBookings');
  const ticked = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && ticked === ids.length;
  const some = ticked > 0 && !all;
  return (
    <label className="inline-flex cursor-pointer items-center gap-3 px-1 text-sm font-semibold tracking-normal text-slate-800 normal-case">
      <input
        type="checkbox"
        data-select-all=""
        checked={all}
        disabled={ids.length === 0}
        ref={(box) => {
          if (box) box.indeterminate = some;
        }}
        onChange={() => onSelect(ids, !all)}
        className={checkboxClass}
      />
      {/* Beside the box above the cards; the table's header column needs no words on screen. */}
      <span className="@4xl:sr-only">{t('bookings.selectAll', { count: ids.length })}</span>
    </label>
  );
}

const actionTones: Record<BookingAction, string> = {
  approve: 'text-success-600',
  reject: 'text-brand-700',
  paymentReceived: 'text-slate-800',
  refundHandled: 'text-brand-700',
  cancel: 'text-brand-700',
};
const actionIcons = {
  approve: Check,
  reject: X,
  paymentReceived: Banknote,
  refundHandled: HandCoins,
  cancel: Ban,
};
const actionLabels = {
  approve: ['bookings.approve', 'bookings.approveLabel'],
  reject: ['bookings.reject', 'bookings.rejectLabel'],
  paymentReceived: ['bookings.paymentReceived', 'bookings.paymentReceivedLabel'],
  refundHandled: ['bookings.refundHandled', 'bookings.refundHandledLabel'],
  cancel: ['bookings.cancel', 'bookings.cancelLabel'],
} as const;

const paymentTones: Record<AdminBooking['paymentStatus'], StatusTone> = {
  'awaiting-payment': 'pending',
  paid: 'success',
  'partly-refunded': 'neutral',
  refunded: 'neutral',
  credited: 'neutral',
};

/** Words wrap between them, not inside ("Virement Interac", not "Vireme nt"); emails still may. */
const wholeWords = '[overflow-wrap:break-word]';
/** Breaks inside a word when the column needs it: names and addresses. */
const anyWhere = '[overflow-wrap:anywhere]';

/**
 * The bookings, one compact row each with a box to select it and its actions behind a menu; one
 * card each when the table's box is narrow (a phone). A booking paid without a seat is marked in
 * red.
 */
export function BookingsTable({
  bookings,
  busyId,
  onAction,
  selected,
  onSelect,
  empty,
}: BookingsTableProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const { search } = useLocation();
  const listState: BookingListState = { listSearch: search };
  const nameOf = (booking: AdminBooking) => booking.userName?.trim() || t('bookings.unknownUser');

  const columns: DataColumn<AdminBooking>[] = [
    {
      key: 'select',
      header: (
        <SelectAll
          ids={bookings.map((booking) => booking.id)}
          selected={selected}
          onSelect={onSelect}
        />
      ),
      control: true,
      className: (booking) =>
        booking.refundNeeded
          ? 'shadow-[inset_4px_0_0_0_var(--color-brand-700)] @max-4xl:shadow-none'
          : '',
      cell: (booking) => (
        // The box is small: its label is a taller target, its margins keep the row's height.
        <label className="-my-2 inline-flex cursor-pointer px-1 py-2">
          <input
            type="checkbox"
            checked={selected.has(booking.id)}
            onChange={(event) => onSelect([booking.id], event.target.checked)}
            aria-label={t('bookings.selectLabel', {
              reference: booking.reference,
              name: nameOf(booking),
            })}
            className={checkboxClass}
          />
        </label>
      ),
    },
    {
      key: 'reference',
      header: t('bookings.table.reference'),
      rowHeader: true,
      cell: (booking) => (
        <>
          <Link
            to={paths.admin.booking(booking.id)}
            state={listState}
            data-booking-link=""
            aria-label={t('bookings.detailsLabel', { reference: booking.reference })}
            className="font-mono text-sm font-semibold whitespace-nowrap text-slate-900 underline decoration-slate-400 underline-offset-2 hover:decoration-slate-900"
          >
            {booking.reference}
          </Link>
          <span className="block text-xs text-slate-600">
            {t('bookings.bookedOn', { date: formatQuebecDate(booking.createdAt, language) })}
          </span>
          {booking.refundNeeded && (
            // In the row header, so screen readers name every cell of the row with it.
            <span
              data-testid="refund-needed"
              className="mt-1 inline-flex items-start gap-1 rounded-lg bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
            >
              <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {t('bookings.refundNeeded')}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'customer',
      header: t('bookings.table.customer'),
      cell: (booking) => (
        <>
          {/* A name or an address is one long word at times: it breaks rather than widen the
              table past its box (a table's columns are at least their longest word wide). */}
          <span className={`block font-semibold text-slate-900 ${anyWhere}`}>
            {nameOf(booking)}
          </span>
          <span className={`block text-xs text-slate-600 ${anyWhere}`}>
            {booking.userEmail?.trim() || t('bookings.noEmail')}
          </span>
        </>
      ),
    },
    {
      key: 'course',
      header: t('bookings.table.course'),
      cell: (booking) => (
        <>
          <span className={`block text-slate-900 ${wholeWords}`}>
            {booking.course.title || booking.courseName || t('bookings.unknownCourse')}
          </span>
          <span className="block text-xs text-slate-600">
            {booking.session
              ? t('bookings.sessionWhen', {
                  date: formatQuebecDate(booking.session.startsAt, language),
                  time: formatQuebecTime(booking.session.startsAt, language),
                })
              : `${t('bookings.onRequest')} · ${
                  booking.preferredDate
                    ? formatCalendarDate(booking.preferredDate, language, 'full')
                    : t('bookings.dateToConfirm')
                }`}
          </span>
        </>
      ),
    },
    {
      key: 'method',
      header: t('bookings.table.method'),
      cell: (booking) => (
        <>
          <span className={`block text-slate-900 ${wholeWords}`}>
            {t(`bookings.methods.${booking.paymentMethod}`)}
          </span>
          {booking.interacReference && (
            <span className="block font-mono text-xs text-slate-600">
              {t('bookings.interacCode', { code: booking.interacReference })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('bookings.table.status'),
      cell: (booking) => <StatusBadge status={booking.status} />,
    },
    {
      key: 'payment',
      header: t('bookings.table.payment'),
      cell: (booking) => (
        // On one line in the table; on a narrow card, a long state ("Remboursé en partie") may wrap.
        <StatusPill
          tone={paymentTones[booking.paymentStatus]}
          wrap="narrow"
          testId="payment-status"
        >
          {t(`bookings.paymentStatus.${booking.paymentStatus}`)}
        </StatusPill>
      ),
    },
    {
      key: 'total',
      header: t('bookings.table.total'),
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (booking) => formatMoney(booking.amounts.totalCents, language),
    },
    {
      key: 'actions',
      header: t('bookings.table.actions'),
      hiddenHeader: true,
      actions: true,
      cell: (booking) => {
        const actions = actionsFor(booking);
        if (actions.length === 0) {
          return (
            <span className="text-slate-600">
              <span aria-hidden="true" className="@max-4xl:hidden">
                —
              </span>
              <span className="sr-only">{t('bookings.noAction')}</span>
            </span>
          );
        }
        const who = { reference: booking.reference, name: nameOf(booking) };
        return (
          <Menu
            label={t('bookings.actions')}
            buttonLabel={t('bookings.actionsLabel', who)}
            busy={busyId === booking.id}
            // The words on a phone's card; the dots alone in the table's last column.
            icon={Ellipsis}
            labelClassName="@4xl:sr-only"
            placement="right-0 @max-4xl:right-auto @max-4xl:left-0"
            items={actions.map((action) => ({
              key: action,
              label: t(actionLabels[action][0]),
              ariaLabel: t(actionLabels[action][1], who),
              icon: actionIcons[action],
              tone: actionTones[action],
              onSelect: () => onAction(booking, action),
            }))}
          />
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('bookings.table.caption')}
      rows={bookings}
      rowKey={(booking) => booking.id}
      columns={columns}
      dense
      empty={empty}
      rowProps={(booking) => ({
        'data-testid': 'booking-row',
        // The red edge marks the row's first cell in the table, the whole card on a phone.
        className: booking.refundNeeded
          ? 'bg-brand-50 @max-4xl:shadow-[inset_4px_0_0_0_var(--color-brand-700)]'
          : selected.has(booking.id)
            ? 'bg-slate-100'
            : 'hover:bg-slate-50',
      })}
    />
  );
}
