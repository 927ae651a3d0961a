import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CharacterCount } from '@/components/CharacterCount';
import { RadioChoices } from '@/components/forms/RadioChoices';
import { NoticeAlert } from '@/components/NoticeAlert';
import { REASON_MAX_LENGTH } from '@/components/ReasonDialog';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { SectionCard } from '@/components/ui/SectionCard';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/money';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCancelBooking } from '../api/cancel-booking';
import type { AdminBooking } from '../api/types';
import { cancelSchema, type CancelInput, type CancelValues } from '../cancel-schema';
import { refundableCents } from './RefundSection';

const REFUNDS = ['none', 'full', 'amount'] as const;

/** The cancellation's failure, as the office reads it. */
function cancelErrorKey(error: unknown) {
  if (!(error instanceof ApiError)) return 'failed';
  switch (error.code) {
    case 'booking-not-active':
      return 'notActive';
    case 'team-seat':
      return 'teamSeat';
    case 'refund-exceeds-payment':
      return 'exceeds';
    case 'booking-not-refundable':
      return 'notRefundable';
    default:
      return 'failed';
  }
}

interface CancelFormProps {
  booking: AdminBooking;
  onCancelled: (refundError: string | undefined) => void;
  onClose: () => void;
}

function CancelForm({ booking, onCancelled, onClose }: CancelFormProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const cancel = useCancelBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const left = refundableCents(booking);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CancelInput, unknown, CancelValues>({
    resolver: zodResolver(cancelSchema(left)),
    defaultValues: { reason: '', refund: left > 0 ? 'full' : 'none', amount: '' },
  });
  const refund = useWatch({ control, name: 'refund' });
  const length = useWatch({ control, name: 'reason' }).length;
  const errorText = (key: string | undefined) =>
    key ? t(`cancel.errors.${key as 'reasonRequired'}`) : undefined;

  const submit = (values: CancelValues) => {
    setFailure(null);
    cancel.mutate(
      { id: booking.id, request: values },
      {
        onSuccess: (answer) => onCancelled(answer.refundError),
        onError: (error) => setFailure(t(`cancel.errors.${cancelErrorKey(error)}`)),
      },
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(submit)}>
      <p className="text-slate-700">
        {t('cancel.intro', {
          reference: booking.reference,
          name: `${booking.firstName} ${booking.lastName}`,
        })}
      </p>
      <TextAreaField
        label={t('cancel.reason')}
        hint={t('cancel.reasonHint')}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        required
        aside={<CharacterCount count={length} max={REASON_MAX_LENGTH} />}
        error={errorText(errors.reason?.message)}
        {...register('reason')}
      />
      {left > 0 && (
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-slate-900">
            {t('cancel.refund', { amount: formatMoney(left, language) })}
          </legend>
          <RadioChoices
            options={REFUNDS}
            field={register('refund')}
            layout="column"
            label={(option) =>
              t(`cancel.refunds.${option}`, { amount: formatMoney(left, language) })
            }
          />
          {refund === 'amount' && (
            <div className="max-w-xs">
              <TextField
                label={t('cancel.amount')}
                inputMode="decimal"
                autoComplete="off"
                required
                error={errorText(errors.amount?.message)}
                {...register('amount')}
              />
            </div>
          )}
          <p className="text-sm text-slate-600">
            {t(`refunds.how.${booking.paymentMethod}`, { amount: formatMoney(left, language) })}
          </p>
        </fieldset>
      )}
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel.keep')}
        </Button>
        <SubmitButton
          icon={Ban}
          label={t('cancel.confirm')}
          busyLabel={t('cancel.submitting')}
          busy={cancel.isPending}
        />
      </div>
    </form>
  );
}

/**
 * The office cancels one booking (issue 41): any status and method, with its reason; the seat is
 * freed, the customer mailed, and a paid booking's refund made as chosen in the same dialog.
 */
export function CancelBookingSection({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('adminBookings');
  const [open, setOpen] = useState(false);
  const notice = useNotice();
  if (booking.status !== 'pending' && booking.status !== 'approved') return null;

  const cancelled = (refundError: string | undefined) => {
    setOpen(false);
    if (refundError) notice.error(t('cancel.refundFailed'));
    else notice.success(t('cancel.done'));
  };

  return (
    <SectionCard title={t('cancel.title')} icon={Ban}>
      <div className="space-y-3">
        <NoticeAlert notice={notice} dismissLabel={t('bookings.dismiss')} />
        <p className="text-sm text-slate-700">{t('cancel.text')}</p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Ban aria-hidden="true" className="size-5" />
          {t('cancel.open')}
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('cancel.dialogTitle')}
        closeLabel={t('cancel.close')}
      >
        {open && (
          <CancelForm booking={booking} onCancelled={cancelled} onClose={() => setOpen(false)} />
        )}
      </Dialog>
    </SectionCard>
  );
}
