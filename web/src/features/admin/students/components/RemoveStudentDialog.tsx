import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
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
  const { t } = useTranslation('admin', { keyPrefix: 'students' });
  return (
    <ConfirmDialog
      subject={student}
      title={t('removeDialog.title')}
      closeLabel={t('removeDialog.close')}
      keepLabel={t('removeDialog.cancel')}
      confirm={{
        icon: UserX,
        label: t('removeDialog.confirm'),
        busyLabel: t('removeDialog.removing'),
      }}
      busy={busy}
      error={failed && t('removeFailed')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {(student) => (
        <div className="space-y-3 text-slate-700">
          <p>
            {t('removeDialog.text', {
              name: studentName(student),
              email: student.email,
            })}
          </p>
          <p>{t('removeDialog.erased')}</p>
          <p>{t('removeDialog.kept')}</p>
          <p className="font-semibold text-slate-900">{t('removeDialog.final')}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
