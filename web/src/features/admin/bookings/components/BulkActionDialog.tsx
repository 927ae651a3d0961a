import { Banknote, Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import type { DirectAction } from '../booking-actions';

interface BulkActionDialogProps {
  /** What is about to be done to the selection; the dialog is open while it is set. */
  action: DirectAction | null;
  /** How many bookings are selected. */
  count: number;
  /** How many of them, as the page last read them, cannot take the action. */
  ineligible: number;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const icons = { approve: Check, reject: X, paymentReceived: Banknote };

/** A decision or a payment for several bookings mails each customer: it is confirmed first. */
export function BulkActionDialog({
  action,
  count,
  ineligible,
  busy,
  failed,
  onConfirm,
  onClose,
}: BulkActionDialogProps) {
  const { t } = useTranslation('adminBookings');
  return (
    <Dialog
      open={action !== null}
      onClose={onClose}
      title={action ? t(`bookings.bulk.dialog.${action}.title`, { count }) : ''}
      closeLabel={t('bookings.bulk.dialog.close')}
    >
      {action && (
        <>
          <div className="space-y-3 text-slate-700">
            <p>{t(`bookings.bulk.dialog.${action}.text`)}</p>
            {ineligible > 0 && (
              <p className="font-semibold text-slate-900">
                {action === 'paymentReceived'
                  ? t('bookings.bulk.dialog.notUnpaid', { count: ineligible })
                  : t('bookings.bulk.dialog.notPending', { count: ineligible })}
              </p>
            )}
          </div>
          {failed && <Alert className="mt-4">{t('bookings.bulk.dialog.failed')}</Alert>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('bookings.bulk.dialog.cancel')}
            </Button>
            <BusyButton
              icon={icons[action]}
              label={t(`bookings.bulk.dialog.${action}.confirm`, { count })}
              busyLabel={t('bookings.bulk.dialog.working')}
              busy={busy}
              onClick={onConfirm}
            />
          </div>
        </>
      )}
    </Dialog>
  );
}
