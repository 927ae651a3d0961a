import { useTranslation } from 'react-i18next';
import type { components } from '@/lib/api/schema';

/** A booking's state (AdminBooking.status in the API). */
type AdminBookingStatus = components['schemas']['AdminBooking']['status'];

const styles: Record<AdminBookingStatus, string> = {
  pending: 'bg-pending-50 text-pending-700 ring-pending-700/20',
  approved: 'bg-success-50 text-success-600 ring-success-600/20',
  rejected: 'bg-brand-50 text-brand-700 ring-brand-700/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-700/20',
};

export function StatusBadge({ status }: { status: AdminBookingStatus }) {
  const { t } = useTranslation('adminBookings');
  return (
    <span
      data-testid="booking-status"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${styles[status]}`}
    >
      {t(`bookings.status.${status}`)}
    </span>
  );
}
