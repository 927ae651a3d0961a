import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import type { Language } from '@/lib/i18n/languages';
import type { CardPaymentHandle } from './card-payment';
import { stripeFor } from './load-stripe';

interface CardPaymentFieldsProps {
  publishableKey: string;
  /** The total with taxes, in cents (the Payment Element shows wallets for this amount). */
  amountCents: number;
  language: Language;
  ref: Ref<CardPaymentHandle>;
}

/**
 * Stripe's Payment Element, in the site's colours; `ref` checks the fields and confirms a
 * PaymentIntent made afterwards. Loaded lazily (default export), with Stripe.js.
 */
export default function CardPaymentFields({
  publishableKey,
  amountCents,
  language,
  ref,
}: CardPaymentFieldsProps) {
  const { t } = useTranslation('common');
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

  if (unavailable) return <Alert>{t('cardPayment.errors.stripeNotLoaded')}</Alert>;
  return (
    <Elements stripe={stripe} options={options}>
      <Fields ref={ref} />
    </Elements>
  );
}

function Fields({ ref }: { ref: Ref<CardPaymentHandle> }) {
  const { t } = useTranslation('common');
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
      {!ready && !loadError && <Spinner label={t('cardPayment.loading')} />}
      {loadError && <Alert>{loadError}</Alert>}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) =>
          setLoadError(event.error.message ?? t('cardPayment.errors.stripeNotLoaded'))
        }
        options={{ layout: 'tabs' }}
      />
    </div>
  );
}
