import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import type { DeleteAccountMutation } from '../api/delete-account';
import { DeleteAccountForm } from './DeleteAccountForm';

interface DeleteAccountDialogProps {
  open: boolean;
  deletion: DeleteAccountMutation;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * The confirmation of an account's deletion: what goes at once, what the law keeps, and the
 * password. Its form lives only while it is open, so a reopened dialog starts afresh.
 */
export function DeleteAccountDialog({
  open,
  deletion,
  onDeleted,
  onClose,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('deleteAccount.dialogTitle')}
      description={t('deleteAccount.dialogDescription')}
      closeLabel={t('deleteAccount.close')}
    >
      {open && <DeleteAccountForm deletion={deletion} onDeleted={onDeleted} onCancel={onClose} />}
    </Dialog>
  );
}
