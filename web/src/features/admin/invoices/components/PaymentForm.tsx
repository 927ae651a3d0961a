import { zodResolver } from '@hookform/resolvers/zod';
import { HandCoins } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/money';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useRecordPayment } from '../api/record-payment';
import { PAYMENT_METHODS, type Invoice } from '../api/types';
import {
  PAYMENT_REFERENCE_MAX_LENGTH,
  paymentDefaults,
  paymentErrorsFromServer,
  paymentSchema,
  toPaymentRequest,
  type PaymentErrorKey,
  type PaymentInput,
  type PaymentValues,
} from '../payment-schema';

interface PaymentFormProps {
  /** An open invoice with a balance. */
  invoice: Invoice;
  /** Recorded: the invoice as it is now, and the amount received. */
  onRecorded: (invoice: Invoice, amountCents: number) => void;
  /** Refused or failed: what to say, unless the fields say it (they then have the focus). */
  onFailed: (text?: string) => void;
  /** A payment is on its way: the last message goes. */
  onSubmitting: () => void;
}

/**
 * Records money received against the invoice: its method, the amount (the balance to start
 * with; less leaves the rest to pay), the day it came and the cheque's or transfer's reference.
 */
export function PaymentForm({ invoice, onRecorded, onFailed, onSubmitting }: PaymentFormProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const record = useRecordPayment();
  const today = todayInQuebec();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PaymentInput, unknown, PaymentValues>({
    // Read at each submit: the balance may have changed since the form opened, and the day too.
    resolver: (values, context, options) =>
      zodResolver(paymentSchema(invoice.balanceCents, todayInQuebec()))(values, context, options),
    defaultValues: paymentDefaults(invoice.balanceCents, language, today),
  });
  const balance = formatMoney(invoice.balanceCents, language);
  const errorText = (key: string | undefined) =>
    key ? t(`invoices.payment.errors.${key as PaymentErrorKey}`, { balance }) : undefined;

  // Awaited rather than given callbacks: paid in full, the invoice has no form any more, and this
  // one may be gone before the answer; the dialog still hears of it.
  const onSubmit = async (values: PaymentValues) => {
    onSubmitting();
    try {
      const updated = await record.mutateAsync({
        id: invoice.id,
        payment: toPaymentRequest(values),
      });
      reset(paymentDefaults(updated.balanceCents, language, todayInQuebec()));
      onRecorded(updated, values.amount);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invoice-paid') {
        onFailed(t('invoices.payment.errors.alreadyPaid'));
      } else if (showServerFieldErrors(setError, paymentErrorsFromServer(error as Error))) {
        onFailed();
      } else {
        onFailed(t('invoices.payment.errors.saveFailed'));
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-slate-700">{t('invoices.payment.intro', { amount: balance })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('invoices.payment.method')}
          error={errorText(errors.method?.message)}
          {...register('method')}
        >
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`invoices.methods.${method}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('invoices.payment.amount')}
          inputMode="decimal"
          autoComplete="off"
          error={errorText(errors.amount?.message)}
          {...register('amount')}
        />
        <TextField
          type="date"
          label={t('invoices.payment.receivedOn')}
          max={today}
          error={errorText(errors.receivedOn?.message)}
          {...register('receivedOn')}
        />
        <TextField
          label={t('invoices.payment.reference')}
          autoComplete="off"
          maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
          error={errorText(errors.reference?.message)}
          {...register('reference')}
        />
      </div>
      <SubmitButton
        icon={HandCoins}
        label={t('invoices.payment.submit')}
        busyLabel={t('invoices.payment.submitting')}
        busy={record.isPending}
      />
    </form>
  );
}
