import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import type { Student } from '../api/types';
import { studentName } from '../student-name';

interface RemoveStudentDialogProps {
  student: Pick<Student, 'firstName' | 'lastName' | 'email'> | null;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Removal erases a person's data for good: the dialog says what goes and what stays. */
export function RemoveStudentDialog({
  student,
  busy,
  failed,
  onConfirm,
  onClose,
}: RemoveStudentDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={student !== null}
      onClose={onClose}
      title={t('students.removeDialog.title')}
      closeLabel={t('students.removeDialog.close')}
    >
      {student && (
        <>
          <div className="space-y-3 text-slate-700">
            <p>
              {t('students.removeDialog.text', {
                name: studentName(student),
                email: student.email,
              })}
            </p>
            <p>{t('students.removeDialog.erased')}</p>
            <p>{t('students.removeDialog.kept')}</p>
            <p className="font-semibold text-slate-900">{t('students.removeDialog.final')}</p>
          </div>
          {failed && <Alert className="mt-4">{t('students.removeFailed')}</Alert>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('students.removeDialog.cancel')}
            </Button>
            <BusyButton
              icon={UserX}
              label={t('students.removeDialog.confirm')}
              busyLabel={t('students.removeDialog.removing')}
              busy={busy}
              onClick={onConfirm}
            />
          </div>
        </>
      )}
    </Dialog>
  );
}
