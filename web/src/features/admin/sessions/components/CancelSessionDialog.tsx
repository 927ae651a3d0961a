import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { formatSessionDays } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminSession } from '../api/types';

interface CancelSessionDialogProps {
  session: AdminSession | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Cancelling a session cancels its bookings and mails their people: it is confirmed first. */
export function CancelSessionDialog({
  session,
  busy,
  onConfirm,
  onClose,
}: CancelSessionDialogProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title={t('sessions.cancelDialog.title')}
      closeLabel={t('sessions.cancelDialog.close')}
    >
      {session && (
        <>
          <p className="text-slate-700">
            {t('sessions.cancelDialog.text', {
              course: session.course.title,
              date: formatSessionDays(session, language, 'short').text,
              count: session.seatsTaken,
            })}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('sessions.cancelDialog.keep')}
            </Button>
            <Button onClick={onConfirm} disabled={busy}>
              <Ban aria-hidden="true" className="size-5" />
              {t('sessions.cancelDialog.confirm')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
