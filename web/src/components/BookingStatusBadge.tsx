import type { Schemas } from '@/lib/api/types';
import { StatusPill, type StatusTone } from './ui/StatusPill';

type BookingStatus = Schemas['Booking']['status'];

const tones: Record<BookingStatus, StatusTone> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/**
 * A booking's state as a coloured pill. The words are the caller's: an admin reads "En attente",
 * a customer "En attente de confirmation".
 */
export function BookingStatusBadge({ status, label }: { status: BookingStatus; label: string }) {
  return (
    <StatusPill tone={tones[status]} testId="booking-status">
      {label}
    </StatusPill>
  );
}
