import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
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
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={instructor !== null}
      onClose={onClose}
      title={t('instructors.removeDialog.title')}
      closeLabel={t('instructors.removeDialog.close')}
    >
      {instructor && (
        <>
          <div className="space-y-3 text-slate-700">
            <p>
              {t('instructors.removeDialog.text', {
                name: instructorName(instructor),
                email: instructor.email,
              })}
            </p>
            <p>{t('instructors.removeDialog.kept')}</p>
          </div>
          {problem && (
            <Alert className="mt-4">{t(`instructors.removeDialog.errors.${problem}`)}</Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('instructors.removeDialog.cancel')}
            </Button>
            <BusyButton
              icon={UserMinus}
              label={t('instructors.removeDialog.confirm')}
              busyLabel={t('instructors.removeDialog.removing')}
              busy={busy}
              onClick={onConfirm}
            />
          </div>
        </>
      )}
    </Dialog>
  );
}
