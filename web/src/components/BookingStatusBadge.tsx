import type { Schemas } from '@/lib/api/types';

type BookingStatus = Schemas['Booking']['status'];

const styles: Record<BookingStatus, string> = {
  pending: 'bg-pending-50 text-pending-700 ring-pending-700/20',
  approved: 'bg-success-50 text-success-600 ring-success-600/20',
  rejected: 'bg-brand-50 text-brand-700 ring-brand-700/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-700/20',
};

/**
 * A booking's state as a coloured pill. The words are the caller's: an admin reads "En attente",
 * a customer "En attente de confirmation".
 */
export function BookingStatusBadge({ status, label }: { status: BookingStatus; label: string }) {
  return (
    <span
      data-testid="booking-status"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${styles[status]}`}
    >
      {label}
    </span>
  );
}
