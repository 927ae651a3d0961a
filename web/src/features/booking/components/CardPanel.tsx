import { CreditCard } from 'lucide-react';
import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPaymentHandle } from '@/components/payment/card-payment';
import { Spinner } from '@/components/ui/Spinner';
import type { Language } from '@/lib/i18n/languages';
import { PanelFrame } from './PanelFrame';

const CardPaymentFields = lazy(() => import('@/components/payment/CardPaymentFields'));

interface CardPanelProps {
  publishableKey: string;
  /** The total with taxes, in cents. */
  amountCents: number;
  language: Language;
  ref: Ref<CardPaymentHandle>;
}

/** The card payment's box: what happens to the card details, and Stripe's fields. */
export function CardPanel({ publishableKey, amountCents, language, ref }: CardPanelProps) {
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  return (
    <PanelFrame icon={CreditCard} title={t('card.title')} testId="panel-card">
      <p className="text-sm text-slate-700">{t('card.text')}</p>
      <Suspense fallback={<Spinner label={common('cardPayment.loading')} />}>
        <CardPaymentFields
          ref={ref}
          publishableKey={publishableKey}
          amountCents={amountCents}
          language={language}
        />
      </Suspense>
    </PanelFrame>
  );
}
