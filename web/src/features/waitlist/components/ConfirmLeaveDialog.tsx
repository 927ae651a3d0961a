import { CircleX, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/BusyButton';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

interface ConfirmLeaveDialogProps {
  /** Leaving the line (waiting), or declining the seats offered (offered). */
  kind: 'waiting' | 'offered' | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Leaving the line or declining an offer cannot be undone: it is confirmed first. */
export function ConfirmLeaveDialog({ kind, busy, onConfirm, onClose }: ConfirmLeaveDialogProps) {
  const { t } = useTranslation('waitlist');
  const texts = kind ?? 'waiting';
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      title={t(`${texts}.confirmTitle`)}
      closeLabel={t('page.close')}
    >
      <p className="text-slate-700">{t(`${texts}.confirmText`)}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t(`${texts}.keep`)}
        </Button>
        <BusyButton
          icon={texts === 'offered' ? CircleX : LogOut}
          label={t(`${texts}.confirm`)}
          busyLabel={t(texts === 'offered' ? 'offered.declining' : 'waiting.leaving')}
          busy={busy}
          onClick={onConfirm}
        />
      </div>
    </Dialog>
  );
}
