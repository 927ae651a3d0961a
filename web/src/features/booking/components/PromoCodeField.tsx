import { LoaderCircle, TicketPercent, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { errorId } from '@/components/ui/FieldShell';
import { inputClasses } from '@/components/ui/field-styles';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';

interface PromoCodeFieldProps {
  field: UseFormRegisterReturn<'promoCode'>;
  /** The code applied to the chosen course, or null. */
  applied: string | null;
  /** The applied code's discount before taxes. */
  discountCents: number;
  /** The code is being checked. */
  checking: boolean;
  error?: string;
  onApply: () => void;
  onRemove: () => void;
}

const ID = 'booking-promo-code';
const STATUS_ID = `${ID}-status`;

/**
 * The optional promo code and its one button: Apply, then Remove once the code is applied. The
 * button stays the same element, and so keeps the focus, from one to the other; while the code
 * is checked it only says so (a disabled button would drop the focus). What was applied is
 * announced; a refusal is the field's error, and takes the focus.
 */
export function PromoCodeField({
  field,
  applied,
  discountCents,
  checking,
  error,
  onApply,
  onRemove,
}: PromoCodeFieldProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const status = applied
    ? t('promo.applied', { code: applied, amount: formatMoney(discountCents, language) })
    : '';
  const describedBy = [error ? errorId(ID) : '', status ? STATUS_ID : ''].filter(Boolean).join(' ');

  function act() {
    if (checking) return;
    if (applied) onRemove();
    else onApply();
  }

  // Enter applies the code rather than sending the booking.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!applied) act();
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={ID} className="block text-sm font-semibold text-slate-900">
        {t('fields.promoCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={ID}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          readOnly={applied !== null || checking}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onKeyDown={onKeyDown}
          className={`${inputClasses} min-w-0 flex-1 uppercase read-only:bg-surface`}
          {...field}
        />
        <Button
          variant="secondary"
          className="shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-70"
          aria-disabled={checking || undefined}
          aria-label={applied && !checking ? t('promo.removeLabel', { code: applied }) : undefined}
          onClick={act}
        >
          {checking ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : applied ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <TicketPercent aria-hidden="true" className="size-5" />
          )}
          {checking ? t('promo.applying') : applied ? t('promo.remove') : t('promo.apply')}
        </Button>
      </div>
      {error && (
        <p id={errorId(ID)} className="text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
      <p id={STATUS_ID} aria-live="polite" className="text-sm font-medium text-success-600">
        {status}
      </p>
    </div>
  );
}
