import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import type { Instructor } from '../api/types';
import { instructorName } from '../format';
import { InstructorForm } from './InstructorForm';

interface EditInstructorDialogProps {
  instructor: Instructor | null;
  onClose: () => void;
  onSaved: (instructor: Instructor) => void;
  /** The person is no longer an instructor (404): the list is read again and the dialog closes. */
  onGone: () => void;
}

/** Changes the languages an instructor teaches in and their instructor numbers. */
export function EditInstructorDialog({
  instructor,
  onClose,
  onSaved,
  onGone,
}: EditInstructorDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={instructor !== null}
      onClose={onClose}
      size="lg"
      title={t('instructors.edit.title')}
      description={
        instructor
          ? t('instructors.edit.description', {
              name: instructorName(instructor),
              email: instructor.email,
            })
          : undefined
      }
      closeLabel={t('instructors.edit.close')}
    >
      {instructor && (
        <InstructorForm
          key={instructor.id}
          instructor={instructor}
          onCancel={onClose}
          onSaved={onSaved}
          onGone={onGone}
        />
      )}
    </Dialog>
  );
}
