import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import type { DeleteResult } from '@/lib/api/course-types';
import { useDeleteCourse } from '../api/delete-course';

interface DeleteCourseDialogProps {
  /** The course to delete; the dialog is open while it is set. */
  course: { id: number; title: string } | null;
  onClose: () => void;
  onDeleted: (result: DeleteResult) => void;
}

/** Asks 'Are you sure…?' and deletes the course (or archives it, as the server decides). */
export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const { t } = useTranslation('courses');
  const mutation = useDeleteCourse();

  const close = () => {
    mutation.reset();
    onClose();
  };

  return (
    <Dialog
      open={course !== null}
      onClose={close}
      title={t('delete.title')}
      closeLabel={t('delete.close')}
    >
      {course && (
        <div className="space-y-4">
          <p className="text-slate-800">{t('delete.confirm', { title: course.title })}</p>
          <p className="text-sm text-slate-600">{t('delete.archiveNote')}</p>
          {mutation.isError && <Alert>{t('delete.failed')}</Alert>}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('delete.cancel')}
            </Button>
            <Button
              disabled={mutation.isPending}
              onClick={async () => {
                // mutateAsync: the result is reported even if this dialog is gone by then.
                const result = await mutation.mutateAsync(course.id).catch(() => null);
                if (!result) return;
                mutation.reset();
                onDeleted(result);
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {mutation.isPending ? t('delete.submitting') : t('delete.submit')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
