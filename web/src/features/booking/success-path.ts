import { paths } from '@/config/paths';

/** The success page of a booking; the token lets this browser read it without an account. */
export function successPath(bookingId: number, accessToken: string): string {
  const query = new URLSearchParams({ booking: String(bookingId), token: accessToken });
  return `${paths.bookingSuccess}?${query}`;
}
