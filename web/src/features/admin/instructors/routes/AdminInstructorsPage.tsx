import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/Button';
import { LoadMore } from '@/components/ui/LoadMore';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { ApiError } from '@/lib/api/api-error';
import { useAdminInstructors } from '@/lib/api/get-admin-instructors';
import { formatWholeNumber } from '@/lib/format/number';
import { useNotice } from '@/lib/hooks/use-notice';
import { useSearchParamText } from '@/lib/hooks/use-search-param-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { useRemoveInstructor } from '../api/remove-instructor';
import type { Instructor } from '../api/types';
import { AddInstructorDialog } from '../components/AddInstructorDialog';
import { EditInstructorDialog } from '../components/EditInstructorDialog';
import { INSTRUCTOR_NAME, InstructorsTable } from '../components/InstructorsTable';
import { RemoveInstructorDialog, type RemoveProblem } from '../components/RemoveInstructorDialog';
import { instructorName, instructorsOf } from '../format';

/**
 * /admin/instructors: the search (kept in the address), and the instructors page by page, by
 * name, with their languages and numbers; a dialog adds one from an existing account, another
 * changes their languages and numbers, a third takes the role away.
 */
export default function AdminInstructorsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const search = useSearchParamText('q');
  const list = useAdminInstructors(search.words);
  const { data, isPending, isError, isRefetching, refetch } = list;
  const instructors = useMemo(() => instructorsOf(data?.pages), [data]);
  const remove = useRemoveInstructor();
  const notice = useNotice();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Instructor | null>(null);
  const [removing, setRemoving] = useState<Instructor | null>(null);
  const [removeProblem, setRemoveProblem] = useState<RemoveProblem | null>(null);

  function confirmRemove() {
    if (!removing) return;
    const name = instructorName(removing);
    setRemoveProblem(null);
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notice.success(t('instructors.removed', { name }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          setRemoving(null);
          notice.error(t('instructors.gone'));
        } else {
          setRemoveProblem(
            error instanceof ApiError && error.code === 'instructor-has-sessions'
              ? 'hasSessions'
              : 'failed',
          );
        }
      },
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('instructors.title')}
        lead={t('instructors.lead')}
        actions={
          <Button
            className="shrink-0"
            onClick={() => {
              notice.clear();
              setAdding(true);
            }}
          >
            <UserPlus aria-hidden="true" className="size-5" />
            {t('instructors.add.open')}
          </Button>
        }
      />

      <NoticeAlert notice={notice} dismissLabel={t('instructors.dismiss')} />

      <div className="max-w-md">
        <SearchField
          label={t('instructors.search')}
          value={search.text}
          placeholder={t('instructors.searchPlaceholder')}
          clearLabel={t('instructors.clearSearch')}
          onChange={search.change}
        />
      </div>

      {isError && !data ? (
        <LoadError
          message={t('instructors.loadError')}
          retryLabel={t('instructors.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('instructors.loading')} />
        </div>
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <InstructorsTable
            instructors={instructors}
            searching={search.words !== ''}
            onEdit={(instructor) => {
              notice.clear();
              setEditing(instructor);
            }}
            onRemove={(instructor) => {
              notice.clear();
              setRemoveProblem(null);
              setRemoving(instructor);
            }}
          />
          {instructors.length > 0 && (
            <LoadMore
              summary={t('instructors.shown', {
                count: instructors.length,
                shown: formatWholeNumber(instructors.length, language),
              })}
              count={instructors.length}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              error={list.isFetchNextPageError ? t('instructors.loadMoreError') : undefined}
              onLoadMore={() => void list.fetchNextPage()}
              labels={{
                loadMore: t('instructors.loadMore'),
                loading: t('instructors.loadingMore'),
                retry: t('instructors.retry'),
              }}
              rowSelector={INSTRUCTOR_NAME}
            />
          )}
        </div>
      )}

      <AddInstructorDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(instructor) => {
          setAdding(false);
          notice.success(t('instructors.added', { name: instructorName(instructor) }));
        }}
      />
      <EditInstructorDialog
        instructor={editing}
        onClose={() => setEditing(null)}
        onSaved={(instructor) => {
          setEditing(null);
          notice.success(t('instructors.saved', { name: instructorName(instructor) }));
        }}
        onGone={() => {
          setEditing(null);
          notice.error(t('instructors.gone'));
        }}
      />
      <RemoveInstructorDialog
        instructor={removing}
        busy={remove.isPending}
        problem={removeProblem}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
