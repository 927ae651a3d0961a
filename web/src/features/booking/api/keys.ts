/** Query keys of the booking page and the booking success page. */
export const bookingKeys = {
  booking: (id: string, token: string) => ['booking', 'booking', id, token] as const,
};
