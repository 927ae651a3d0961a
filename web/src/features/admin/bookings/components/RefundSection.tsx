import { zodResolver } from '@hookform/resolvers/zod';
import { HandCoins, Undo2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useRefundBooking } from '../api/refund-booking';
import type { AdminBooking } from '../api/types';
import { refundSchema, type RefundInput, type RefundValues } from '../refund-schema';

type Refund = AdminBooking['refunds'][number];
const REASONS = ['guarantee', 'cancellation', 'no-seat', 'other'] as const;

/** What is left to refund: the total paid less the refunds pending or done. */
export function refundableCents(booking: AdminBooking): number {
  if (booking.paymentStatus === 'awaiting-payment') return 0;
  const refunded = booking.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return Math.max(0, booking.amounts.totalCents - refunded);
}

function RefundLine({ refund }: { refund: Refund }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  return (
    <li data-testid="refund" className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <p className="flex flex-wrap justify-between gap-x-4">
        <span className="font-semibold text-slate-900">
          {t('refunds.line', {
            amount: formatMoney(refund.amountCents, language),
            date: formatQuebecDate(refund.createdAt, language),
          })}
        </span>
        <span
          className={
            refund.status === 'succeeded'
              ? 'text-success-600'
              : refund.status === 'failed'
                ? 'text-brand-700'
                : 'text-pending-700'
          }
        >
          {t(`refunds.status.${refund.status}`)}
        </span>
      </p>
      <p className="text-slate-700">
        {t(`refunds.reasons.${refund.reason}`)}
        {refund.creditNoteNumber &&
          ` · ${t('refunds.creditNote', { number: refund.creditNoteNumber })}`}
      </p>
      {refund.note && <p className="text-slate-700">{refund.note}</p>}
      {refund.failureMessage && <p className="text-brand-700">{refund.failureMessage}</p>}
    </li>
  );
}

/** The message of a failed refund; Stripe's own words when it refused. */
function useRefundError() {
  const { t } = useTranslation('adminBookings');
  return (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.code === 'payment-provider-error' && error.message)
        return `${t('refunds.errors.stripe')} ${error.message}`;
      if (error.code === 'refund-exceeds-payment') return t('refunds.errors.exceeds');
      if (error.code === 'booking-not-refundable') return t('refunds.errors.notRefundable');
      if (error.code === 'payments-unavailable') return t('refunds.errors.paymentsUnavailable');
    }
    return t('refunds.errors.failed');
  };
}

/** A paid booking's refunds, and the form that gives money back (the whole or a part). */
export function RefundSection({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const refund = useRefundBooking();
  const errorText = useRefundError();
  const notice = useNotice();
  const left = refundableCents(booking);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RefundInput, unknown, RefundValues>({
    resolver: zodResolver(refundSchema(left)),
    defaultValues: {
      amount: '',
      reason: booking.refundNeeded
        ? 'no-seat'
        : booking.status === 'cancelled'
          ? 'cancellation'
          : 'guarantee',
      note: '',
    },
  });
  if (booking.paymentStatus === 'awaiting-payment' && booking.refunds.length === 0) return null;

  const onSubmit = (values: RefundValues) => {
    notice.clear();
    refund.mutate(
      {
        id: booking.id,
        refund: { amountCents: values.amount, reason: values.reason, note: values.note },
      },
      {
        onSuccess: (updated) => {
          reset({ amount: '', reason: values.reason, note: '' });
          const last = updated.refunds.at(-1);
          notice.success(
            t(last?.status === 'pending' ? 'refunds.pending' : 'refunds.done', {
              amount: formatMoney(last?.amountCents ?? 0, language),
            }),
          );
        },
        onError: (error) => notice.error(errorText(error)),
      },
    );
  };
  const fieldError = (key: string | undefined) =>
    key ? t(`refunds.errors.${key as 'amountInvalid'}`) : undefined;

  return (
    <SectionCard title={t('refunds.title')} icon={HandCoins}>
      <div className="space-y-4">
        {booking.refunds.length > 0 && (
          <ul className="space-y-2">
            {booking.refunds.map((item) => (
              <RefundLine key={item.id} refund={item} />
            ))}
          </ul>
        )}
        <NoticeAlert notice={notice} dismissLabel={t('bookings.dismiss')} />
        {left > 0 ? (
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
            <p className="text-sm text-slate-700">
              {t(`refunds.how.${booking.paymentMethod}`, { amount: formatMoney(left, language) })}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('refunds.amount')}
                hint={t('refunds.amountHint', { amount: formatMoney(left, language) })}
                inputMode="decimal"
                autoComplete="off"
                error={fieldError(errors.amount?.message)}
                {...register('amount')}
              />
              <SelectField label={t('refunds.reason')} {...register('reason')}>
                {REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`refunds.reasons.${reason}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextAreaField
              label={t('refunds.note')}
              hint={t('refunds.noteHint')}
              rows={2}
              error={fieldError(errors.note?.message)}
              {...register('note')}
            />
            <SubmitButton
              icon={Undo2}
              label={t('refunds.submit')}
              busyLabel={t('refunds.submitting')}
              busy={refund.isPending}
            />
          </form>
        ) : (
          <p className="text-sm text-slate-700">{t('refunds.nothingLeft')}</p>
        )}
      </div>
    </SectionCard>
  );
}
