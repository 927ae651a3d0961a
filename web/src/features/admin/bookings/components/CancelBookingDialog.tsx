import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceFieldset } from '@/components/forms/ChoiceFieldset';
import { RadioChoices } from '@/components/forms/RadioChoices';
import { ReasonField } from '@/components/forms/ReasonField';
import { Alert } from '@/components/ui/Alert';
import { Dialog } from '@/components/ui/Dialog';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/money';
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

/** Why a refund failed after its booking was cancelled (the answer's `refundError`), in words. */
export function refundErrorKey(code: string) {
  if (code === 'payment-provider-error') return 'stripe';
  if (code === 'payments-unavailable') return 'unavailable';
  return 'other';
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
      <ReasonField
        label={t('cancel.reason')}
        hint={t('cancel.reasonHint')}
        rows={3}
        length={length}
        error={errorText(errors.reason?.message)}
        {...register('reason')}
      />
      {left > 0 && (
        <ChoiceFieldset legend={t('cancel.refund', { amount: formatMoney(left, language) })}>
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
        </ChoiceFieldset>
      )}
      {failure && <Alert>{failure}</Alert>}
      <DialogFormActions
        cancelLabel={t('cancel.keep')}
        onCancel={onClose}
        icon={Ban}
        confirmLabel={t('cancel.confirm')}
        busyLabel={t('cancel.submitting')}
        busy={cancel.isPending}
      />
    </form>
  );
}

interface CancelBookingDialogProps {
  /** The booking to cancel; the dialog is open while it is set. */
  booking: AdminBooking | null;
  onClose: () => void;
  /** Cancelled: `refundError` names the refund that failed after it (the booking is flagged). */
  onCancelled: (refundError: string | undefined) => void;
}

/**
 * The office cancels one booking (issue 41), from its page or from the list's row: the reason the
 * customer reads and, for a paid booking, what goes back: nothing, everything left, or an amount.
 */
export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  const { t } = useTranslation('adminBookings');
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title={t('cancel.dialogTitle')}
      closeLabel={t('cancel.close')}
    >
      {booking && (
        <CancelForm
          key={booking.id}
          booking={booking}
          onCancelled={onCancelled}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
