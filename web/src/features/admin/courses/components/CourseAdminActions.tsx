import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallActionButton } from '@/components/ui/SmallActionButton';
import type { Course, DeleteResult, SavedKind } from '@/lib/api/course-types';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import { CourseFormDialog } from '../editor/CourseFormDialog';
import { DeleteCourseDialog } from './DeleteCourseDialog';

interface CourseAdminActionsProps {
  course: Course;
  onSaved: (kind: SavedKind) => void;
  onDeleted: (result: DeleteResult) => void;
}

/** Edit and Delete on the course page, for admins. */
export function CourseAdminActions({ course, onSaved, onDeleted }: CourseAdminActionsProps) {
  const { t } = useTranslation('courses');
  const { data: adminCourses } = useAdminCourses();
  const editable = adminCourses?.find((candidate) => candidate.id === course.id) ?? null;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <div role="group" aria-label={t('admin.actions')} className="mt-4 flex flex-wrap gap-2">
      <SmallActionButton
        icon={Pencil}
        label={t('admin.edit')}
        disabled={!editable}
        onClick={() => setEditing(true)}
      />
      <SmallActionButton
        icon={Trash2}
        label={t('admin.delete')}
        tone="danger"
        onClick={() => setDeleting(true)}
      />
      <CourseFormDialog
        open={editing && editable !== null}
        course={editable}
        onClose={() => setEditing(false)}
        onSaved={(kind) => {
          setEditing(false);
          onSaved(kind);
        }}
      />
      <DeleteCourseDialog
        course={deleting ? course : null}
        onClose={() => setDeleting(false)}
        onDeleted={(result) => {
          setDeleting(false);
          onDeleted(result);
        }}
      />
    </div>
  );
}
