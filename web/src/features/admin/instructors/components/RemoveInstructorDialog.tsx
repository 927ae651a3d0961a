import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { Instructor } from '../api/types';
import { instructorName } from '../format';

/** Why the role could not be taken away: a session to come, or another failure. */
export type RemoveProblem = 'hasSessions' | 'failed';

interface RemoveInstructorDialogProps {
  instructor: Instructor | null;
  busy: boolean;
  problem: RemoveProblem | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Taking the role away is confirmed first: the dialog says what changes and what stays. */
export function RemoveInstructorDialog({
  instructor,
  busy,
  problem,
  onConfirm,
  onClose,
}: RemoveInstructorDialogProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'instructors.removeDialog' });
  return (
    <ConfirmDialog
      subject={instructor}
      title={t('title')}
      closeLabel={t('close')}
      keepLabel={t('cancel')}
      confirm={{ icon: UserMinus, label: t('confirm'), busyLabel: t('removing') }}
      busy={busy}
      error={problem && t(`errors.${problem}`)}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {(instructor) => (
        <div className="space-y-3 text-slate-700">
          <p>
            {t('text', {
              name: instructorName(instructor),
              email: instructor.email,
            })}
          </p>
          <p>{t('kept')}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
