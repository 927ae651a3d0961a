import { useTranslation } from 'react-i18next';
import { BookingStatusBadge } from '@/components/BookingStatusBadge';
import type { Schemas } from '@/lib/api/types';

/** A booking's state in the admin's words. */
export function StatusBadge({ status }: { status: Schemas['AdminBooking']['status'] }) {
  const { t } = useTranslation('adminBookings');
  return <BookingStatusBadge status={status} label={t(`bookings.status.${status}`)} />;
}
