import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
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
  const { t } = useTranslation('adminBookings', { keyPrefix: 'sessions.cancelDialog' });
  const language = useLanguage();
  return (
    <ConfirmDialog
      subject={session}
      title={t('title')}
      closeLabel={t('close')}
      keepLabel={t('keep')}
      confirm={{ icon: Ban, label: t('confirm') }}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {(session) => (
        <p className="text-slate-700">
          {t('text', {
            course: session.course.title,
            date: formatSessionDays(session, language, 'short').text,
            count: session.seatsTaken,
          })}
        </p>
      )}
    </ConfirmDialog>
  );
}
