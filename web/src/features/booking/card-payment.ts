import type { BookingErrorKey } from './schema';

/** A payment problem: one of our messages, or the text Stripe gave. */
export type PaymentProblem = { key: BookingErrorKey } | { text: string };

/** What the card panel (loaded with Stripe.js on demand) lets the form do. */
export interface CardPaymentHandle {
  /** Checks the card fields before anything is saved; null when they are complete. */
  validate(): Promise<PaymentProblem | null>;
  /** Confirms the payment with Stripe; on success the browser leaves for `returnUrl`. */
  confirm(clientSecret: string, returnUrl: string): Promise<PaymentProblem>;
}
