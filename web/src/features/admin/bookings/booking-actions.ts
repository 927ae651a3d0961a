import type { AdminBooking } from './api/types';

export type BookingAction = 'approve' | 'reject' | 'paymentReceived' | 'refundHandled' | 'cancel';

/** The actions done at once, without a note: one booking's from its menu, or a selection's. */
export type DirectAction = Exclude<BookingAction, 'refundHandled' | 'cancel'>;

/** A booking still active (pending or approved): the office can cancel it. */
export const isActive = (booking: AdminBooking) =>
  booking.status === 'pending' || booking.status === 'approved';

/**
 * The actions a booking offers: a pending one can be approved or rejected (both final), and an
 * unpaid Interac or cash booking that is still active can be marked paid. A booking paid without a
 * seat (`refundNeeded`) waits for an admin to record how the customer was refunded or moved. An
 * active booking can be cancelled, with its reason and its refund (a dialog asks).
 */
export function actionsFor(booking: AdminBooking): BookingAction[] {
  const actions: BookingAction[] = [];
  if (booking.refundNeeded) actions.push('refundHandled');
  if (booking.status === 'pending') actions.push('approve', 'reject');
  const active = isActive(booking);
  if (
    active &&
    booking.paymentStatus === 'awaiting-payment' &&
    (booking.paymentMethod === 'interac' || booking.paymentMethod === 'cash')
  ) {
    actions.push('paymentReceived');
  }
  if (active) actions.push('cancel');
  return actions;
}
