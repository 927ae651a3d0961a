import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { SearchField } from '@/components/ui/SearchField';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useStudents } from '../api/get-students';
import { useRemoveStudent } from '../api/remove-student';
import type { Student } from '../api/types';
import { RemoveStudentDialog } from '../components/RemoveStudentDialog';
import { StudentStats } from '../components/StudentStats';
import { StudentsTable } from '../components/StudentsTable';
import { studentName } from '../student-stats';

/** Set by the detail page after a removal, to say so here. */
export interface StudentsLocationState {
  removed?: string;
}

/** /admin/students: search by name or email, figures, and the students with their actions. */
export default function AdminStudentsPage() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const { data, isPending, isError, isRefetching, refetch } = useStudents(q);
  const remove = useRemoveStudent();
  const [removing, setRemoving] = useState<Student | null>(null);
  const [removedHere, setRemovedHere] = useState<string | null>(null);
  const removed = removedHere ?? (location.state as StudentsLocationState | null)?.removed ?? null;

  function dismiss() {
    setRemovedHere(null);
    if (location.state) void navigate('.', { replace: true, state: null });
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

      {isError && !data ? (
        <LoadError
          message={t('students.loadError')}
          retryLabel={t('students.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('students.loading')} />
        </div>
      ) : (
        <>
          <StudentStats students={data.students} />
          <div className="max-w-md">
            <SearchField
              label={t('students.search')}
              value={search}
              placeholder={t('students.searchPlaceholder')}
              onChange={setSearch}
            />
          </div>
          <StudentsTable
            students={data.students}
            onRemove={(student) => {
              remove.reset();
              dismiss();
              setRemoving(student);
            }}
          />
        </>
      )}

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
