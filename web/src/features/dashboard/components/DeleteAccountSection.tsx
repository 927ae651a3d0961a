import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { useDeleteAccount } from '../api/delete-account';
import { useLeaveDeletedAccount } from '../use-leave-deleted-account';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * The danger zone: a calm card, set apart by its border, that opens the deletion's confirmation.
 * The deletion belongs to the card, not to the dialog: closing the dialog while it is under way
 * still leads home once it is done.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  const leave = useLeaveDeletedAccount(t('deleteAccount.done'));

  const openDialog = () => {
    if (!deletion.isPending) deletion.reset();
    setOpen(true);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <UserX aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {t('deleteAccount.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('deleteAccount.description')}</p>
      <Button
        variant="secondary"
        className="mt-4 w-full"
        aria-haspopup="dialog"
        onClick={openDialog}
      >
        {t('deleteAccount.open')}
      </Button>
      <DeleteAccountDialog
        open={open}
        deletion={deletion}
        onDeleted={leave}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
