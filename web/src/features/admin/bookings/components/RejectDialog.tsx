import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

interface RejectDialogProps {
  booking: { reference: string; name: string; course: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Rejecting is final and mails the customer: it is confirmed first. */
export function RejectDialog({ booking, busy, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation('adminBookings');
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title={t('bookings.rejectDialog.title')}
      closeLabel={t('bookings.rejectDialog.close')}
    >
      {booking && (
        <>
          <p className="text-slate-700">{t('bookings.rejectDialog.text', booking)}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('bookings.rejectDialog.cancel')}
            </Button>
            <Button onClick={onConfirm} disabled={busy}>
              <X aria-hidden="true" className="size-5" />
              {t('bookings.rejectDialog.confirm')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
