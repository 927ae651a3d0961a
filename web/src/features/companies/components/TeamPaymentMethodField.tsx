import { CreditCard, FileText, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/FieldError';
import { Spinner } from '@/components/ui/Spinner';
import type { TeamPaymentOptions } from '../hooks/use-team-payment-options';
import { NoPaymentMethod } from './NoPaymentMethod';

const icons: Record<TeamPaymentOptions['methods'][number], LucideIcon> = {
  invoice: FileText,
  card: CreditCard,
};

interface TeamPaymentMethodFieldProps {
  options: TeamPaymentOptions;
  field: UseFormRegisterReturn<'paymentMethod'>;
  error?: string;
}

/**
 * How the company pays: on invoice (with the office's approval) or by credit card (while the
 * server takes cards), each a radio drawn as a card; with neither, why, and whom to ask.
 */
export function TeamPaymentMethodField({ options, field, error }: TeamPaymentMethodFieldProps) {
  const { t } = useTranslation('companies');
  const errorId = useId();
  if (options.loading) {
    return <Spinner label={t('teamForm.methodsLoading')} className="[&_svg]:size-6" />;
  }
  if (options.methods.length === 0) return <NoPaymentMethod />;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-bold text-slate-900">{t('teamForm.paymentMethod')}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.methods.map((method) => (
          <MethodCard key={method} method={method} field={field} />
        ))}
      </div>
      <FieldError id={errorId} className="mt-2">
        {error}
      </FieldError>
    </fieldset>
  );
}

interface MethodCardProps {
  method: TeamPaymentOptions['methods'][number];
  field: UseFormRegisterReturn<'paymentMethod'>;
}

/** A payment method as a radio button drawn as a card; the whole card can be clicked. */
function MethodCard({ method, field }: MethodCardProps) {
  const { t } = useTranslation('companies');
  const id = useId();
  const Icon = icons[method];
  return (
    <div
      data-testid="payment-method"
      className="relative flex items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 transition-colors hover:border-slate-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
    >
      <input
        id={id}
        type="radio"
        value={method}
        aria-describedby={`${id}-hint`}
        className="relative z-10 mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
        {...field}
      />
      <div className="min-w-0 flex-1 text-sm">
        <label
          htmlFor={id}
          className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl"
        >
          <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-700" />
          {t(`teamForm.methods.${method}`)}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-slate-700">
          {t(`teamForm.methodHints.${method}`)}
        </p>
      </div>
    </div>
  );
}
