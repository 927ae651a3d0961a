/** A seat a waiting list offers, as the offer's link to the booking form gives it. */
export interface WaitlistOffer {
  sessionId: number;
  entryId: number;
  token: string;
}

const id = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : 0);

/**
 * The offer of the booking form's address (paths.bookingWithOffer: ?session=…&waitlist=…&token=…),
 * or null when it carries none, or only part of one.
 */
export function offerFromSearch(params: URLSearchParams): WaitlistOffer | null {
  const sessionId = id(params.get('session'));
  const entryId = id(params.get('waitlist'));
  const token = params.get('token')?.trim() ?? '';
  return sessionId && entryId && token ? { sessionId, entryId, token } : null;
}
