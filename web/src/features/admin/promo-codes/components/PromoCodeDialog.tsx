import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import type { PromoCode } from '../api/types';
import { PromoCodeForm } from './PromoCodeForm';

interface PromoCodeDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (code: PromoCode) => void;
}

/** Creates a promo code; a code is never edited afterwards, only stopped or resumed. */
export function PromoCodeDialog({ open, onClose, onCreated }: PromoCodeDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('promoCodes.form.title')}
      description={t('promoCodes.form.description')}
      closeLabel={t('promoCodes.form.close')}
    >
      {open && <PromoCodeForm onCancel={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}
