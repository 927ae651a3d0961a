/* Vitest only: sample admin bookings. */
import type { components } from '@/lib/api/schema';

type AdminBooking = components['schemas']['AdminBooking'];

export function makeAdminBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: 1,
    reference: 'SEC-AAAAAA',
    userId: null,
    userName: 'Marie Tremblay',
    userEmail: 'marie@example.com',
    courseName: 'Sauveteur cardio RCR-DEA niveau C',
    course: { id: 2, title: 'Sauveteur cardio RCR-DEA niveau C' },
    status: 'pending',
    paymentStatus: 'awaiting-payment',
    paymentMethod: 'interac',
    amounts: {
      subtotalCents: 10000,
      gstCents: 500,
      qstCents: 998,
      totalCents: 11498,
      currency: 'CAD',
    },
    session: {
      id: 11,
      startsAt: '2030-12-07T09:00:00-05:00',
      endsAt: '2030-12-07T16:00:00-05:00',
      location: 'Gatineau',
      status: 'scheduled',
    },
    preferredDate: null,
    interacReference: '4817263',
    paidAt: null,
    language: 'fr',
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: 'marie@example.com',
    phone: '',
    specialRequests: '',
    interacEmail: 'info@secours.example',
    holdExpiresAt: null,
    refundNeeded: false,
    lastPaymentError: null,
    createdAt: '2030-11-01T14:00:00Z',
    updatedAt: '2030-11-01T14:00:00Z',
    ...overrides,
  };
}
