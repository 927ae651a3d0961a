import { paths } from '@/config/paths';

/**
 * The success page of a booking; the token lets this browser read it without an account (its
 * signed-in owner needs none).
 */
export function successPath(bookingId: number, accessToken: string): string {
  const query = new URLSearchParams({ booking: String(bookingId) });
  if (accessToken) query.set('token', accessToken);
  return `${paths.bookingSuccess}?${query}`;
}
