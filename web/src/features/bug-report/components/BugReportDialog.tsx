import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import { BugReportForm } from './BugReportForm';
import { BugReportThanks } from './BugReportThanks';

interface BugReportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Open: the form; submitted: a thank-you with Exit; closing resets it for next time. */
export function BugReportDialog({ open, onClose }: BugReportDialogProps) {
  const { t } = useTranslation('bugReport');
  const [submitted, setSubmitted] = useState(false);

  function close() {
    setSubmitted(false);
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={submitted ? t('thanksTitle') : t('title')}
      description={submitted ? undefined : t('intro')}
      closeLabel={t('close')}
    >
      {submitted ? (
        <BugReportThanks onExit={close} />
      ) : (
        <BugReportForm onCancel={close} onSubmitted={() => setSubmitted(true)} />
      )}
    </Dialog>
  );
}
