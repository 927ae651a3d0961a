import { Banknote, Check, CircleAlert, HandCoins, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, rowActionClass, type DataColumn } from '@/components/ui/DataTable';
import { paths } from '@/config/paths';
import { StatusBadge } from '@/features/admin/components/StatusBadge';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate, formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminBooking } from '../api/types';
import { actionsFor, type BookingAction } from '../booking-actions';

interface BookingsTableProps {
  bookings: readonly AdminBooking[];
  /** The booking whose action is under way: its buttons wait. */
  busyId: number | null;
  onAction: (booking: AdminBooking, action: BookingAction) => void;
}

const actionStyles: Record<BookingAction, string> = {
  approve: 'border-green-700/30 text-success-600 hover:bg-success-50',
  reject: 'border-brand-700/30 text-brand-700 hover:bg-brand-50',
  paymentReceived: 'border-slate-300 text-slate-800 hover:bg-slate-100',
  refundHandled: 'border-brand-700 bg-white text-brand-700 hover:bg-brand-100',
};
const actionIcons = {
  approve: Check,
  reject: X,
  paymentReceived: Banknote,
  refundHandled: HandCoins,
};
const actionLabels = {
  approve: ['bookings.approve', 'bookings.approveLabel'],
  reject: ['bookings.reject', 'bookings.rejectLabel'],
  paymentReceived: ['bookings.paymentReceived', 'bookings.paymentReceivedLabel'],
  refundHandled: ['bookings.refundHandled', 'bookings.refundHandledLabel'],
} as const;

/** The bookings, one row each (one card each on a phone), with their actions. */
export function BookingsTable({ bookings, busyId, onAction }: BookingsTableProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const nameOf = (booking: AdminBooking) => booking.userName?.trim() || t('bookings.unknownUser');

  const columns: DataColumn<AdminBooking>[] = [
    {
      key: 'student',
      header: t('bookings.table.student'),
      rowHeader: true,
      className: (booking) =>
        booking.refundNeeded
          ? 'shadow-[inset_4px_0_0_0_var(--color-brand-700)] @max-4xl:shadow-none'
          : '',
      cell: (booking) => (
        <>
          <span className="block font-semibold text-slate-900">{nameOf(booking)}</span>
          <span className="block text-slate-600 [overflow-wrap:anywhere]">
            {booking.userEmail?.trim() || t('bookings.noEmail')}
          </span>
          <Link
            to={paths.admin.booking(booking.id)}
            aria-label={t('bookings.detailsLabel', { reference: booking.reference })}
            className="mt-0.5 block font-mono text-xs text-slate-700 underline decoration-slate-400 underline-offset-2 hover:text-slate-900"
          >
            {booking.reference}
          </Link>
          {booking.refundNeeded && (
            // In the row header, so screen readers name every cell of the row with it.
            <span
              data-testid="refund-needed"
              className="mt-1.5 inline-flex items-start gap-1 rounded-lg bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
            >
              <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {t('bookings.refundNeeded')}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'course',
      header: t('bookings.table.course'),
      cell: (booking) => (
        <span className="text-slate-900">
          {booking.course.title || booking.courseName || t('bookings.unknownCourse')}
        </span>
      ),
    },
    {
      key: 'date',
      header: t('bookings.table.date'),
      cell: (booking) => (
        <>
          {booking.session ? (
            <>
              <span className="block text-slate-900">
                {formatQuebecDate(booking.session.startsAt, language)}
              </span>
              <span className="block text-slate-600">
                {formatQuebecTime(booking.session.startsAt, language)}
              </span>
            </>
          ) : (
            <>
              <span className="block text-slate-900">{t('bookings.onRequest')}</span>
              <span className="block text-slate-600">
                {booking.preferredDate
                  ? formatCalendarDate(booking.preferredDate, language, 'full')
                  : t('bookings.dateToConfirm')}
              </span>
            </>
          )}
          <span className="block text-xs text-slate-600">
            {t('bookings.bookedOn', { date: formatQuebecDate(booking.createdAt, language) })}
          </span>
        </>
      ),
    },
    {
      key: 'payment',
      header: t('bookings.table.payment'),
      cell: (booking) => (
        <>
          <span className="block text-slate-900">
            {t(`bookings.methods.${booking.paymentMethod}`)}
          </span>
          <span
            className={`block font-semibold ${booking.paymentStatus === 'paid' ? 'text-success-600' : 'text-pending-700'}`}
            data-testid="payment-status"
          >
            {t(`bookings.paymentStatus.${booking.paymentStatus}`)}
          </span>
          <span className="block whitespace-nowrap tabular-nums">
            {formatMoney(booking.amounts.totalCents, language)}
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
      key: 'actions',
      header: t('bookings.table.actions'),
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
        return (
          <div className="ml-auto flex max-w-40 flex-col gap-2 @max-4xl:ml-0 @max-4xl:max-w-none @max-4xl:flex-row @max-4xl:flex-wrap">
            {actions.map((action) => {
              const Icon = actionIcons[action];
              const [label, longLabel] = actionLabels[action];
              return (
                <button
                  key={action}
                  type="button"
                  disabled={busyId === booking.id}
                  onClick={() => onAction(booking, action)}
                  aria-label={t(longLabel, { reference: booking.reference, name: nameOf(booking) })}
                  className={`${rowActionClass} @max-4xl:flex-auto ${actionStyles[action]}`}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(label)}
                </button>
              );
            })}
          </div>
        );
      },
    },
  ];

  return (
    <DataTable
      id="admin-bookings-caption"
      caption={t('bookings.table.caption')}
      rows={bookings}
      rowKey={(booking) => booking.id}
      columns={columns}
      empty={t('bookings.empty')}
      rowProps={(booking) => ({
        'data-testid': 'booking-row',
        // The red edge marks the row header in the table, the whole card on a phone.
        className: booking.refundNeeded
          ? 'bg-brand-50 @max-4xl:shadow-[inset_4px_0_0_0_var(--color-brand-700)]'
          : 'hover:bg-slate-50',
      })}
    />
  );
}
