import { zodResolver } from '@hookform/resolvers/zod';
import { Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { ApiError } from '@/lib/api/api-error';
import { intlLocale } from '@/lib/i18n/languages';
import { useUpdateBooking } from '../api/update-booking';
import {
  NOTE_MAX_LENGTH,
  noteErrorFromServer,
  refundNoteSchema,
  type RefundNoteErrorKey,
  type RefundNoteInput,
  type RefundNoteValues,
} from '../refund-schema';

type FlaggedBooking = {
  id: number;
  reference: string;
  name: string;
  course: string;
  /** The amount paid, formatted. */
  amount: string;
};

interface RefundHandledDialogProps {
  booking: FlaggedBooking | null;
  onClose: () => void;
  onHandled: () => void;
  /** Someone else cleared the flag meanwhile (409): the list is read again and the dialog closes. */
  onGone: () => void;
}

/**
 * A card payment arrived for a booking whose seat was gone: the admin refunds the customer or
 * moves them to another session, then records what was done, which clears the flag.
 */
export function RefundHandledDialog({
  booking,
  onClose,
  onHandled,
  onGone,
}: RefundHandledDialogProps) {
  const { t } = useTranslation('adminBookings');
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title={t('bookings.refundDialog.title')}
      closeLabel={t('bookings.refundDialog.close')}
    >
      {booking && (
        <RefundNoteForm
          key={booking.id}
          booking={booking}
          onCancel={onClose}
          onHandled={onHandled}
          onGone={onGone}
        />
      )}
    </Dialog>
  );
}

function RefundNoteForm({
  booking,
  onCancel,
  onHandled,
  onGone,
}: {
  booking: FlaggedBooking;
  onCancel: () => void;
  onHandled: () => void;
  onGone: () => void;
}) {
  const { t, i18n } = useTranslation('adminBookings');
  const update = useUpdateBooking();
  const [saveFailed, setSaveFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RefundNoteInput, unknown, RefundNoteValues>({
    resolver: zodResolver(refundNoteSchema),
    defaultValues: { note: '' },
  });
  const length = useWatch({ control, name: 'note' }).length;
  const noteError = errors.note?.message;

  const onSubmit = ({ note }: RefundNoteValues) => {
    setSaveFailed(false);
    update.mutate(
      { id: booking.id, change: { refundHandled: true, note } },
      {
        onSuccess: onHandled,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid-transition') {
            onGone();
            return;
          }
          const key = error instanceof ApiError ? noteErrorFromServer(error.fields) : null;
          if (key) setError('note', { type: 'server', message: key }, { shouldFocus: true });
          else setSaveFailed(true);
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <div className="space-y-2 text-slate-700">
        <p>{t('bookings.refundDialog.text', booking)}</p>
        <p>{t('bookings.refundDialog.todo')}</p>
      </div>
      <TextAreaField
        label={t('bookings.refundDialog.note')}
        hint={t('bookings.refundDialog.noteHint')}
        error={
          noteError
            ? t(`bookings.refundDialog.errors.${noteError as RefundNoteErrorKey}`)
            : undefined
        }
        rows={4}
        maxLength={NOTE_MAX_LENGTH}
        required
        aside={
          <span className="shrink-0 text-xs whitespace-nowrap text-slate-600">
            {t('bookings.refundDialog.characters', {
              count: length,
              max: new Intl.NumberFormat(intlLocale(i18n.resolvedLanguage)).format(NOTE_MAX_LENGTH),
            })}
          </span>
        }
        {...register('note')}
      />
      {saveFailed && <Alert>{t('bookings.refundDialog.errors.saveFailed')}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('bookings.refundDialog.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Check aria-hidden="true" className="size-5" />
          )}
          {update.isPending
            ? t('bookings.refundDialog.submitting')
            : t('bookings.refundDialog.confirm')}
        </Button>
      </div>
    </form>
  );
}
