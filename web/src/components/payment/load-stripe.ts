import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaders = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, loaded once per key, and only when someone pays by card; null when it fails. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let loader = loaders.get(publishableKey);
  if (!loader) {
    loader = loadStripe(publishableKey).catch(() => null);
    loaders.set(publishableKey, loader);
  }
  return loader;
}
