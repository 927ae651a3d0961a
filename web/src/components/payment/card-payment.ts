import type { Resources } from '@/lib/i18n/resources';

/** Keys of common:cardPayment.errors, the messages every card payment may show. */
export type CardErrorKey = keyof Resources['common']['cardPayment']['errors'];

/**
 * What stopped a card payment: a shared message (`key`), a message of the paying feature's own
 * (`own`, a key of its namespace), or a text to show as is (Stripe's, in the payer's language).
 */
export type PaymentProblem<Own extends string = never> =
  { key: CardErrorKey } | { own: Own } | { text: string };

/** What the card fields (loaded with Stripe.js on demand) let a form do. */
export interface CardPaymentHandle {
  /** Checks the card fields before anything is asked of the server; null when complete. */
  validate(): Promise<PaymentProblem | null>;
  /** Confirms the payment with Stripe; on success the browser leaves for `returnUrl`. */
  confirm(clientSecret: string, returnUrl: string): Promise<PaymentProblem>;
}
