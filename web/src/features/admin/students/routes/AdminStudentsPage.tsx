import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { PagedList } from '@/components/PagedList';
import { searchFieldTexts } from '@/components/list-texts';
import { Alert } from '@/components/ui/Alert';
import { SearchField } from '@/components/ui/SearchField';
import { useSearchParamText } from '@/lib/hooks/use-search-param-text';
import { useAdminListTexts } from '@/features/admin/components/use-admin-list-texts';
import { useStudents } from '../api/get-students';
import { useRemoveStudent } from '../api/remove-student';
import type { Student } from '../api/types';
import { RemoveStudentDialog } from '../components/RemoveStudentDialog';
import { STUDENT_LINK, StudentsTable } from '../components/StudentsTable';
import { studentName } from '../student-name';

/** Set by the detail page after a removal, to say so here. */
export interface StudentsLocationState {
  removed?: string;
}

/**
 * /admin/students: the search (kept in the address), and the students page by page, newest
 * first, with their actions.
 */
export default function AdminStudentsPage() {
  const { t } = useTranslation('admin');
  const texts = useAdminListTexts('students');
  const location = useLocation();
  const navigate = useNavigate();
  const search = useSearchParamText('q');
  const list = useStudents(search.words);
  const remove = useRemoveStudent();
  const [removing, setRemoving] = useState<Student | null>(null);
  const [removedHere, setRemovedHere] = useState<string | null>(null);
  const removed = removedHere ?? (location.state as StudentsLocationState | null)?.removed ?? null;

  function dismiss() {
    setRemovedHere(null);
    // Forget the detail page's message, and keep the search.
    if (location.state) void navigate({ search: location.search }, { replace: true, state: null });
  }

  function confirmRemove() {
    if (!removing) return;
    const name = studentName(removing);
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemovedHere(name);
        setRemoving(null);
      },
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t('students.title')} lead={t('students.lead')} />

      {removed && (
        <Alert tone="success" dismissLabel={t('students.dismiss')} onDismiss={dismiss}>
          {t('students.removed', { name: removed })}
        </Alert>
      )}

      <div className="max-w-md">
        <SearchField
          {...searchFieldTexts(t, 'students')}
          value={search.text}
          onChange={search.change}
        />
      </div>

      <PagedList list={list} texts={texts} rowSelector={STUDENT_LINK}>
        <StudentsTable
          students={list.rows}
          onRemove={(student) => {
            remove.reset();
            dismiss();
            setRemoving(student);
          }}
        />
      </PagedList>

      <RemoveStudentDialog
        student={removing}
        busy={remove.isPending}
        failed={remove.isError}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
