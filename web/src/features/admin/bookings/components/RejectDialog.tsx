import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';

interface RejectDialogProps {
  booking: { reference: string; name: string; course: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Rejecting is final and mails the customer: it is confirmed first. */
export function RejectDialog({ booking, busy, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation('adminBookings', { keyPrefix: 'bookings.rejectDialog' });
  return (
    <ConfirmDialog
      subject={booking}
      title={t('title')}
      closeLabel={t('close')}
      keepLabel={t('cancel')}
      confirm={{ icon: X, label: t('confirm') }}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {(booking) => <p className="text-slate-700">{t('text', booking)}</p>}
    </ConfirmDialog>
  );
}
