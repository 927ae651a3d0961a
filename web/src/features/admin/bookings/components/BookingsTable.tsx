import { Banknote, Check, CircleAlert, HandCoins, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableEmptyMessage } from '@/components/ui/TableEmptyMessage';
import { StatusBadge } from '@/features/admin/components/StatusBadge';
import { formatMoney } from '@/lib/format/money';
import { formatCalendarDate, formatQuebecDate, formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminBooking } from '../api/types';
import { actionsFor, type BookingAction } from '../booking-actions';

interface BookingsTableProps {
  bookings: readonly AdminBooking[];
  /** The booking whose action is under way: its buttons wait. */
  busyId: number | null;
  onAction: (booking: AdminBooking, action: BookingAction) => void;
}

const headerClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-4 py-3 align-top text-sm text-slate-700';

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

/** The bookings, one row each, in a region that scrolls sideways on phones. */
export function BookingsTable({ bookings, busyId, onAction }: BookingsTableProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();

  return (
    <div
      role="region"
      aria-labelledby="admin-bookings-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-surface-strong bg-white shadow-sm"
    >
      <table className="w-full min-w-[56rem] border-collapse">
        <caption id="admin-bookings-caption" className="sr-only">
          {t('bookings.table.caption')}
        </caption>
        <thead className="border-b border-surface-strong bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              {t('bookings.table.student')}
            </th>
            <th scope="col" className={headerClass}>
              {t('bookings.table.course')}
            </th>
            <th scope="col" className={headerClass}>
              {t('bookings.table.date')}
            </th>
            <th scope="col" className={headerClass}>
              {t('bookings.table.payment')}
            </th>
            <th scope="col" className={headerClass}>
              {t('bookings.table.status')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('bookings.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-strong">
          {bookings.map((booking) => {
            const name = booking.userName?.trim() || t('bookings.unknownUser');
            const course =
              booking.course.title || booking.courseName || t('bookings.unknownCourse');
            const actions = actionsFor(booking);
            const flagged = booking.refundNeeded;
            return (
              <tr
                key={booking.id}
                className={flagged ? 'bg-brand-50' : 'hover:bg-slate-50'}
                data-testid="booking-row"
              >
                <th
                  scope="row"
                  className={`${cellClass} min-w-48 text-left font-normal ${flagged ? 'shadow-[inset_4px_0_0_0_var(--color-brand-700)]' : ''}`}
                >
                  <span className="block font-semibold text-slate-900">{name}</span>
                  <span className="block text-slate-600 [overflow-wrap:anywhere]">
                    {booking.userEmail?.trim() || t('bookings.noEmail')}
                  </span>
                  <span className="mt-0.5 block font-mono text-xs text-slate-600">
                    {booking.reference}
                  </span>
                  {flagged && (
                    // In the row header, so screen readers name every cell of the row with it; in
                    // the first column, so it needs no scrolling on a phone and widens nothing.
                    <span
                      data-testid="refund-needed"
                      className="mt-1.5 inline-flex items-start gap-1 rounded-lg bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                    >
                      <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                      {t('bookings.refundNeeded')}
                    </span>
                  )}
                </th>
                <td className={cellClass}>
                  <span className="text-slate-900">{course}</span>
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
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
                      {booking.preferredDate && (
                        <span className="block text-slate-600">
                          {formatCalendarDate(booking.preferredDate, language)}
                        </span>
                      )}
                    </>
                  )}
                  <span className="block text-xs text-slate-600">
                    {t('bookings.bookedOn', {
                      date: formatQuebecDate(booking.createdAt, language),
                    })}
                  </span>
                </td>
                <td className={cellClass}>
                  <span className="block whitespace-nowrap text-slate-900">
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
                </td>
                <td className={cellClass}>
                  <StatusBadge status={booking.status} />
                </td>
                <td className={`${cellClass} text-right`}>
                  {actions.length === 0 ? (
                    <span className="text-slate-600">
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t('bookings.noAction')}</span>
                    </span>
                  ) : (
                    <div className="ml-auto flex w-44 flex-col gap-2">
                      {actions.map((action) => {
                        const Icon = actionIcons[action];
                        const [label, longLabel] = actionLabels[action];
                        return (
                          <button
                            key={action}
                            type="button"
                            disabled={busyId === booking.id}
                            onClick={() => onAction(booking, action)}
                            aria-label={t(longLabel, { reference: booking.reference, name })}
                            className={`inline-flex min-h-9 w-full items-center justify-center gap-1.5 rounded-lg border px-3 py-1 text-center text-sm leading-tight font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${actionStyles[action]}`}
                          >
                            <Icon aria-hidden="true" className="size-4" />
                            {t(label)}
                          </button>
                        );
                      })}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {bookings.length === 0 && <TableEmptyMessage>{t('bookings.empty')}</TableEmptyMessage>}
    </div>
  );
}
