import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import type { User } from '@/lib/auth/types';
import { ProfileForm } from './ProfileForm';

interface ProfileDialogProps {
  open: boolean;
  user: User;
  onClose: () => void;
}

/** The Update Profile modal. */
export function ProfileDialog({ open, user, onClose }: ProfileDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('profile.title')}
      description={t('profile.description')}
      closeLabel={t('profile.close')}
    >
      <ProfileForm user={user} onClose={onClose} />
    </Dialog>
  );
}
