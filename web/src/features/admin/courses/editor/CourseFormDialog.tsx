import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import type { AdminCourse, SavedKind } from '@/lib/api/course-types';
import { CourseForm } from './CourseForm';

interface CourseFormDialogProps {
  open: boolean;
  /** The course to edit, or null to create one. */
  course: AdminCourse | null;
  onClose: () => void;
  /** Called once saved; the dialog is then closed by its owner. */
  onSaved: (kind: SavedKind) => void;
}

/** The create/edit course modal. */
export function CourseFormDialog({ open, course, onClose, onSaved }: CourseFormDialogProps) {
  const { t } = useTranslation('courses');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={course ? t('editor.editTitle') : t('editor.createTitle')}
      description={t('editor.description')}
      closeLabel={t('editor.close')}
    >
      <CourseForm key={course?.id ?? 'new'} course={course} onCancel={onClose} onSaved={onSaved} />
    </Dialog>
  );
}
