import { Banknote, CreditCard, Send, type LucideIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorId } from '@/components/ui/FieldShell';
import type { PaymentMethod } from '../api/types';
import { ChoiceCard } from './ChoiceCard';

/** Why card payment cannot be chosen (no cards taken, nothing to pay), or null when it can. */
export type CardBlock = 'cardUnavailable' | 'cardFree' | 'cardFreeWithCode' | null;

interface PaymentMethodPickerProps {
  field: UseFormRegisterReturn<'paymentMethod'>;
  cardBlock: CardBlock;
  error?: string;
}

const icons: Record<PaymentMethod, LucideIcon> = {
  card: CreditCard,
  interac: Send,
  cash: Banknote,
};

/** Card, Interac e-Transfer or cash; card is disabled, with the reason, when it cannot be used. */
export function PaymentMethodPicker({ field, cardBlock, error }: PaymentMethodPickerProps) {
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  const id = 'booking-payment-method';
  return (
    <fieldset aria-describedby={error ? errorId(id) : undefined}>
      <legend className="sr-only">{t('sections.payment')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {(['card', 'interac', 'cash'] as const).map((method) => {
          const Icon = icons[method];
          const blocked = method === 'card' && cardBlock !== null;
          return (
            <ChoiceCard
              key={method}
              value={method}
              disabled={blocked}
              label={
                <span className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-700" />
                  {common(`bookingState.method.${method}`)}
                </span>
              }
              description={t(`payment.${method}Description`)}
              {...field}
            />
          );
        })}
      </div>
      {cardBlock && (
        <p className="mt-3 text-sm text-slate-700" data-testid="card-unavailable">
          {t(`payment.${cardBlock}`)}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-2 text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
