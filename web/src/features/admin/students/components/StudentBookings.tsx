import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatusBadge } from '@/features/admin/components/StatusBadge';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { StudentBooking } from '../api/types';

/** The student's bookings: reference, course, date, status, payment and total. */
export function StudentBookings({ bookings }: { bookings: readonly StudentBooking[] }) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('adminBookings');
  const language = useLanguage();

  const columns: DataColumn<StudentBooking>[] = [
    {
      key: 'reference',
      header: t('student.bookings.reference'),
      rowHeader: true,
      className: 'font-mono font-semibold whitespace-nowrap text-slate-900',
      cell: (booking) => booking.reference,
    },
    {
      key: 'course',
      header: t('student.bookings.course'),
      cell: (booking) => booking.course.title || booking.courseName,
    },
    {
      key: 'date',
      header: t('student.bookings.date'),
      cell: (booking) =>
        booking.session
          ? formatQuebecDate(booking.session.startsAt, language)
          : booking.preferredDate
            ? t('student.bookings.onRequest', {
                date: formatCalendarDate(booking.preferredDate, language, 'medium'),
              })
            : t('student.bookings.dateToConfirm'),
    },
    {
      key: 'status',
      header: t('student.bookings.status'),
      cell: (booking) => <StatusBadge status={booking.status} />,
    },
    {
      key: 'payment',
      header: t('student.bookings.payment'),
      cell: (booking) => tb(`bookings.paymentStatus.${booking.paymentStatus}`),
    },
    {
      key: 'total',
      header: t('student.bookings.total'),
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (booking) => formatMoney(booking.amounts.totalCents, language),
    },
  ];

  return (
    <SectionCard id="student-bookings" title={t('student.bookings.title')}>
      <DataTable
        framed={false}
        caption={t('student.bookings.caption')}
        rows={bookings}
        rowKey={(booking) => booking.id}
        columns={columns}
        empty={t('student.bookings.empty')}
        rowProps={() => ({ 'data-testid': 'student-booking' })}
      />
    </SectionCard>
  );
}
