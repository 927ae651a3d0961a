import { makeAdminBooking } from '@/test/bookings';
import { actionsFor } from './booking-actions';

describe('the actions offered on a booking', () => {
  it('approve and reject only a pending booking: approved and rejected are final', () => {
    const paid = { paymentStatus: 'paid' } as const;
    expect(actionsFor(makeAdminBooking({ status: 'pending', ...paid }))).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
    expect(actionsFor(makeAdminBooking({ status: 'approved', ...paid }))).toEqual(['cancel']);
    expect(actionsFor(makeAdminBooking({ status: 'rejected', ...paid }))).toEqual([]);
    expect(actionsFor(makeAdminBooking({ status: 'cancelled', ...paid }))).toEqual([]);
  });

  it('record a payment for unpaid Interac or cash bookings that are still active', () => {
    expect(actionsFor(makeAdminBooking({ paymentMethod: 'interac' }))).toEqual([
      'approve',
      'reject',
      'paymentReceived',
      'cancel',
    ]);
    expect(actionsFor(makeAdminBooking({ status: 'approved', paymentMethod: 'cash' }))).toEqual([
      'paymentReceived',
      'cancel',
    ]);
    // Cards are confirmed by Stripe, never by hand; a rejected booking is not collected.
    expect(actionsFor(makeAdminBooking({ paymentMethod: 'card' }))).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
    expect(actionsFor(makeAdminBooking({ status: 'rejected', paymentMethod: 'cash' }))).toEqual([]);
  });

  it('record how a booking paid without a seat was handled, only while it is flagged', () => {
    const paidNoSeat = { paymentMethod: 'card', paymentStatus: 'paid' } as const;
    expect(
      actionsFor(makeAdminBooking({ status: 'cancelled', refundNeeded: true, ...paidNoSeat })),
    ).toEqual(['refundHandled']);
    expect(
      actionsFor(makeAdminBooking({ status: 'rejected', refundNeeded: true, ...paidNoSeat })),
    ).toEqual(['refundHandled']);
    expect(
      actionsFor(makeAdminBooking({ status: 'cancelled', refundNeeded: false, ...paidNoSeat })),
    ).toEqual([]);
    expect(actionsFor(makeAdminBooking({ status: 'approved', ...paidNoSeat }))).toEqual(['cancel']);
  });

  it('cancel any booking still active, never one already cancelled or rejected', () => {
    for (const status of ['pending', 'approved'] as const) {
      expect(actionsFor(makeAdminBooking({ status }))).toContain('cancel');
    }
    for (const status of ['cancelled', 'rejected'] as const) {
      expect(actionsFor(makeAdminBooking({ status }))).not.toContain('cancel');
    }
  });
});
