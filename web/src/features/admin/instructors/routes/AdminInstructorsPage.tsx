import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageHeader } from '@/components/PageHeader';
import { PagedList } from '@/components/PagedList';
import { searchFieldTexts } from '@/components/list-texts';
import { SearchField } from '@/components/ui/SearchField';
import { ApiError } from '@/lib/api/api-error';
import { useAdminInstructors } from '@/lib/api/get-admin-instructors';
import { useNotice } from '@/lib/hooks/use-notice';
import { useSearchParamText } from '@/lib/hooks/use-search-param-text';
import { useAdminListTexts } from '@/features/admin/components/use-admin-list-texts';
import { useRemoveInstructor } from '../api/remove-instructor';
import type { Instructor } from '../api/types';
import { AddInstructorDialog } from '../components/AddInstructorDialog';
import { EditInstructorDialog } from '../components/EditInstructorDialog';
import { INSTRUCTOR_NAME, InstructorsTable } from '../components/InstructorsTable';
import { RemoveInstructorDialog, type RemoveProblem } from '../components/RemoveInstructorDialog';
import { instructorName } from '../format';

/**
 * /admin/instructors: the search (kept in the address), and the instructors page by page, by
 * name, with their languages and numbers; a dialog adds one from an existing account, another
 * changes their languages and numbers, a third takes the role away.
 */
export default function AdminInstructorsPage() {
  const { t } = useTranslation('admin');
  const texts = useAdminListTexts('instructors');
  const search = useSearchParamText('q');
  const list = useAdminInstructors(search.words);
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

  function startAdding() {
    notice.clear();
    setAdding(true);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('instructors.title')}
        lead={t('instructors.lead')}
        add={{ icon: UserPlus, label: t('instructors.add.open'), onClick: startAdding }}
      />

      <NoticeAlert notice={notice} dismissLabel={t('instructors.dismiss')} />

      <div className="max-w-md">
        <SearchField
          {...searchFieldTexts(t, 'instructors')}
          value={search.text}
          onChange={search.change}
        />
      </div>

      <PagedList list={list} texts={texts} rowSelector={INSTRUCTOR_NAME}>
        <InstructorsTable
          instructors={list.rows}
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
      </PagedList>

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
