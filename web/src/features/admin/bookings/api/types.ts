export type AdminBookingStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export type AdminPaymentStatus = 'awaiting-payment' | 'paid' | 'refunded';
export type AdminPaymentMethod = 'card' | 'interac' | 'cash';

/** A booking as admins see it (GET /api/admin/bookings). */
export interface AdminBooking {
  id: number;
  reference: string;
  userId: number | null;
  /** May be blank for an old or incomplete record. */
  userName: string | null;
  userEmail: string | null;
  courseName: string | null;
  course: { id: number; title: string } | null;
  status: AdminBookingStatus;
  paymentStatus: AdminPaymentStatus;
  paymentMethod: AdminPaymentMethod;
  amounts: {
    subtotalCents: number;
    gstCents: number;
    qstCents: number;
    totalCents: number;
    currency: string;
  };
  session: { id: number; startsAt: string; endsAt: string; location: string } | null;
  preferredDate: string | null;
  interacReference: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BookingCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

export const STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface AdminBookingsResult {
  bookings: AdminBooking[];
  counts: BookingCounts;
}

/** What an admin can do to a booking. */
export type BookingChange = { status: 'approved' | 'rejected' } | { paymentReceived: true };
