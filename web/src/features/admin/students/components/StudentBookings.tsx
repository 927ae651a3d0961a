import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/features/admin/components/StatusBadge';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { StudentBooking } from '../api/types';
import { formatDay } from '../format-day';
import { cellClass, headerClass, Section } from './Section';

/** The student's bookings: reference, course, date, status, payment and total. */
export function StudentBookings({ bookings }: { bookings: readonly StudentBooking[] }) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('adminBookings');
  const language = useLanguage();
  const dateOf = (booking: StudentBooking) =>
    booking.session
      ? formatQuebecDate(booking.session.startsAt, language)
      : booking.preferredDate
        ? t('student.bookings.onRequest', { date: formatDay(booking.preferredDate, language) })
        : '—';

  return (
    <Section id="student-bookings" title={t('student.bookings.title')}>
      {bookings.length === 0 ? (
        <p className="text-slate-600">{t('student.bookings.empty')}</p>
      ) : (
        <div
          role="region"
          aria-labelledby="student-bookings-caption"
          tabIndex={0}
          className="-mx-2 overflow-x-auto"
        >
          <table className="w-full min-w-[44rem] border-collapse">
            <caption id="student-bookings-caption" className="sr-only">
              {t('student.bookings.caption')}
            </caption>
            <thead className="border-b border-surface-strong">
              <tr>
                <th scope="col" className={headerClass}>
                  {t('student.bookings.reference')}
                </th>
                <th scope="col" className={headerClass}>
                  {t('student.bookings.course')}
                </th>
                <th scope="col" className={headerClass}>
                  {t('student.bookings.date')}
                </th>
                <th scope="col" className={headerClass}>
                  {t('student.bookings.status')}
                </th>
                <th scope="col" className={headerClass}>
                  {t('student.bookings.payment')}
                </th>
                <th scope="col" className={`${headerClass} text-right`}>
                  {t('student.bookings.total')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-surface-strong">
              {bookings.map((booking) => (
                <tr key={booking.id} data-testid="student-booking">
                  <th
                    scope="row"
                    className={`${cellClass} text-left font-mono font-semibold whitespace-nowrap text-slate-900`}
                  >
                    {booking.reference}
                  </th>
                  <td className={cellClass}>{booking.course.title || booking.courseName}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{dateOf(booking)}</td>
                  <td className={cellClass}>
                    <StatusBadge status={booking.status} />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {tb(`bookings.paymentStatus.${booking.paymentStatus}`)}
                  </td>
                  <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                    {formatMoney(booking.amounts.totalCents, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
