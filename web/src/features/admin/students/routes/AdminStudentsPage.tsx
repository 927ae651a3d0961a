import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { LoadMore } from '@/components/ui/LoadMore';
import { Spinner } from '@/components/ui/Spinner';
import { SearchField } from '@/components/ui/SearchField';
import { numberFormat } from '@/lib/format/intl';
import { useSearchParamText } from '@/lib/hooks/use-search-param-text';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
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

/** The students of every page loaded, each once. */
function studentsOf(pages: readonly { students: Student[] }[] | undefined): Student[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.students)
    .filter((student) => !seen.has(student.id) && seen.add(student.id));
}

/**
 * /admin/students: the search (kept in the address), and the students page by page, newest
 * first, with their actions.
 */
export default function AdminStudentsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const search = useSearchParamText('q');
  const list = useStudents(search.words);
  const { data, isPending, isError, isRefetching, refetch } = list;
  const students = useMemo(() => studentsOf(data?.pages), [data]);
  const remove = useRemoveStudent();
  const [removing, setRemoving] = useState<Student | null>(null);
  const [removedHere, setRemovedHere] = useState<string | null>(null);
  const removed = removedHere ?? (location.state as StudentsLocationState | null)?.removed ?? null;
  const number = numberFormat(intlLocale(language));

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
          label={t('students.search')}
          value={search.text}
          placeholder={t('students.searchPlaceholder')}
          clearLabel={t('students.clearSearch')}
          onChange={search.change}
        />
      </div>

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
        <div
          aria-busy={list.isPlaceholderData}
          className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <StudentsTable
            students={students}
            onRemove={(student) => {
              remove.reset();
              dismiss();
              setRemoving(student);
            }}
          />
          {students.length > 0 && (
            <LoadMore
              summary={t('students.shown', {
                count: students.length,
                shown: number.format(students.length),
              })}
              count={students.length}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              error={list.isFetchNextPageError ? t('students.loadMoreError') : undefined}
              onLoadMore={() => void list.fetchNextPage()}
              labels={{
                loadMore: t('students.loadMore'),
                loading: t('students.loadingMore'),
                retry: t('students.retry'),
              }}
              rowSelector={STUDENT_LINK}
            />
          )}
        </div>
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
