import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ReasonDialog';
import { ApiError } from '@/lib/api/api-error';
import { useUpdateBooking } from '../api/update-booking';

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
  const update = useUpdateBooking();

  async function save(note: string) {
    if (!booking) return;
    try {
      await update.mutateAsync({ id: booking.id, change: { refundHandled: true, note } });
      onHandled();
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'invalid-transition')) throw error;
      onGone();
    }
  }

  return (
    <ReasonDialog
      key={booking?.id}
      open={booking !== null}
      onClose={onClose}
      pending={update.isPending}
      serverField="note"
      onSubmit={save}
      intro={
        booking && (
          <>
            <p>{t('bookings.refundDialog.text', booking)}</p>
            <p>{t('bookings.refundDialog.todo')}</p>
          </>
        )
      }
      texts={{
        title: t('bookings.refundDialog.title'),
        close: t('bookings.refundDialog.close'),
        label: t('bookings.refundDialog.note'),
        hint: t('bookings.refundDialog.noteHint'),
        confirm: t('bookings.refundDialog.confirm'),
        submitting: t('bookings.refundDialog.submitting'),
        cancel: t('bookings.refundDialog.cancel'),
        required: t('bookings.refundDialog.errors.noteRequired'),
        tooLong: t('bookings.refundDialog.errors.noteTooLong'),
        saveFailed: t('bookings.refundDialog.errors.saveFailed'),
      }}
    />
  );
}
