import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CreditCard } from 'lucide-react';
import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import type { Language } from '@/lib/i18n/languages';
import type { CardPaymentHandle } from '../card-payment';
import { PanelFrame } from './PanelFrame';

const loaders = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, loaded once per key, and only when someone pays by card. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let loader = loaders.get(publishableKey);
  if (!loader) {
    loader = loadStripe(publishableKey).catch(() => null);
    loaders.set(publishableKey, loader);
  }
  return loader;
}

interface CardPaymentPanelProps {
  publishableKey: string;
  /** The total with taxes, in cents (the Payment Element shows wallets for this amount). */
  amountCents: number;
  language: Language;
  ref: Ref<CardPaymentHandle>;
}

/** Stripe's Payment Element; the intent is created only once the booking is saved. */
export default function CardPaymentPanel({
  publishableKey,
  amountCents,
  language,
  ref,
}: CardPaymentPanelProps) {
  const { t } = useTranslation('booking');
  const stripe = stripeFor(publishableKey);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => current && setUnavailable(loaded === null));
    return () => {
      current = false;
    };
  }, [stripe]);

  const options = useMemo<StripeElementsOptions>(
    () => ({
      mode: 'payment',
      amount: amountCents,
      currency: 'cad',
      locale: language,
      appearance: {
        theme: 'stripe',
        variables: {
          colorPrimary: '#c8102e',
          colorText: '#0f172a',
          colorDanger: '#a50d26',
          borderRadius: '8px',
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        },
      },
    }),
    [amountCents, language],
  );

  return (
    <PanelFrame icon={CreditCard} title={t('card.title')} testId="panel-card">
      <p className="text-sm text-slate-700">{t('card.text')}</p>
      {unavailable ? (
        <Alert>{t('errors.stripeNotLoaded')}</Alert>
      ) : (
        <Elements stripe={stripe} options={options}>
          <CardFields ref={ref} />
        </Elements>
      )}
    </PanelFrame>
  );
}

function CardFields({ ref }: { ref: Ref<CardPaymentHandle> }) {
  const { t } = useTranslation('booking');
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      async validate() {
        if (!stripe || !elements) return { key: 'stripeNotLoaded' };
        const { error } = await elements.submit();
        return error ? (error.message ? { text: error.message } : { key: 'paymentFailed' }) : null;
      },
      async confirm(clientSecret, returnUrl) {
        if (!stripe || !elements) return { key: 'stripeNotLoaded' };
        const { error } = await stripe.confirmPayment({
          elements,
          clientSecret,
          confirmParams: { return_url: returnUrl },
        });
        return error.message ? { text: error.message } : { key: 'paymentFailed' };
      },
    }),
    [stripe, elements],
  );

  return (
    <div className="min-h-24">
      {!ready && !loadError && <Spinner label={t('card.loading')} />}
      {loadError && <Alert>{loadError}</Alert>}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) => setLoadError(event.error.message ?? t('errors.stripeNotLoaded'))}
        options={{ layout: 'tabs' }}
      />
    </div>
  );
}
