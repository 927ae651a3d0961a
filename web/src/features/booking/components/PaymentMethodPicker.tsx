import { Banknote, CreditCard, Send, type LucideIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorId } from '@/components/ui/FieldShell';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import type { PaymentMethod } from '../api/types';
import type { RefusedMethods } from '../payment-deadlines';
import { ChoiceCard } from './ChoiceCard';

/** Why card payment cannot be chosen (no cards taken, nothing to pay), or null when it can. */
export type CardBlock = 'cardUnavailable' | 'cardFree' | 'cardFreeWithCode' | null;

interface PaymentMethodPickerProps {
  field: UseFormRegisterReturn<'paymentMethod'>;
  cardBlock: CardBlock;
  /** Cash or Interac too late for the session chosen, which the office then refuses. */
  refused: RefusedMethods;
  error?: string;
}

const icons: Record<PaymentMethod, LucideIcon> = {
  card: CreditCard,
  interac: Send,
  cash: Banknote,
};

/**
 * Card, Interac e-Transfer or cash; a method that cannot be used (card without cards or with
 * nothing to pay, cash or Interac too late for the session) is disabled, with the reason.
 */
export function PaymentMethodPicker({
  field,
  cardBlock,
  refused,
  error,
}: PaymentMethodPickerProps) {
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const id = 'booking-payment-method';
  const cardBlockId = `${id}-card-block`;
  const tooLateId = `${id}-too-late`;
  const reasons = (['cash', 'interac'] as const).flatMap((method) => {
    const deadline = refused[method];
    return deadline
      ? [t(`payment.${method}TooLate`, { date: formatCalendarDate(deadline, language, 'full') })]
      : [];
  });
  // What is left: the card, else Interac (cash is always late first), else another session.
  const instead =
    cardBlock === null
      ? 'tooLateByCard'
      : refused.interac
        ? 'tooLateOtherDate'
        : 'tooLateByInterac';
  return (
    <fieldset aria-describedby={error ? errorId(id) : undefined}>
      <legend className="sr-only">{t('sections.payment')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {(['card', 'interac', 'cash'] as const).map((method) => {
          const Icon = icons[method];
          const reasonId =
            method === 'card'
              ? cardBlock && cardBlockId
              : refused[method] !== undefined && tooLateId;
          return (
            <ChoiceCard
              key={method}
              value={method}
              disabled={Boolean(reasonId)}
              reasonId={reasonId || undefined}
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
        <p id={cardBlockId} className="mt-3 text-sm text-slate-700" data-testid="card-unavailable">
          {t(`payment.${cardBlock}`)}
        </p>
      )}
      {reasons.length > 0 && (
        <p id={tooLateId} className="mt-3 text-sm text-slate-700" data-testid="method-too-late">
          {reasons.join(' ')} {t(`payment.${instead}`)}
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
