import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { SearchField } from '@/components/ui/SearchField';
import type { AdminCourse, DeleteResult, SavedKind } from '@/lib/api/course-types';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import { CoursesTable } from '../components/CoursesTable';
import { CourseStats } from '../components/CourseStats';
import { searchCourses } from '../components/course-search';
import { DeleteCourseDialog } from '../components/DeleteCourseDialog';
import { CourseFormDialog } from '../editor/CourseFormDialog';

type Notice = SavedKind | DeleteResult;

const noticeKey = {
  created: 'editor.created',
  updated: 'editor.updated',
  deleted: 'delete.deleted',
  archived: 'delete.archived',
} as const;

/** /admin/courses: search, figures, the table of courses and the create/edit/delete dialogs. */
export default function AdminCoursesPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('courses');
  const language = useLanguage();
  const { data: courses, isPending, isError, isRefetching, refetch } = useAdminCourses();
  const [search, setSearch] = useState('');
  // undefined: closed; null: creating; a course: editing it.
  const [editing, setEditing] = useState<AdminCourse | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminCourse | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const shown = courses
    ? searchCourses(courses, search, (category) => tc(`categories.${category}`))
    : [];
  const titleOf = (course: AdminCourse) => course.title[language] || course.title.fr;

  function startCreating() {
    setNotice(null);
    setEditing(null);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('courses.title')}
        lead={t('courses.lead')}
        add={{ icon: Plus, label: t('courses.create'), onClick: startCreating }}
      />

      {notice && (
        <Alert tone="success" dismissLabel={t('courses.dismiss')} onDismiss={() => setNotice(null)}>
          {tc(noticeKey[notice])}
        </Alert>
      )}

      {isError && !courses ? (
        <LoadError
          message={t('courses.error')}
          retryLabel={tc('results.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('courses.loading')} />
        </div>
      ) : (
        <>
          <CourseStats courses={courses ?? []} />
          <div className="max-w-md">
            <SearchField
              label={t('courses.search')}
              value={search}
              placeholder={t('courses.searchPlaceholder')}
              onChange={setSearch}
            />
          </div>
          <CoursesTable
            courses={shown}
            onEdit={(course) => {
              setNotice(null);
              setEditing(course);
            }}
            onDelete={(course) => {
              setNotice(null);
              setDeleting(course);
            }}
          />
        </>
      )}

      <CourseFormDialog
        open={editing !== undefined}
        course={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(kind) => {
          setEditing(undefined);
          setNotice(kind);
        }}
      />
      <DeleteCourseDialog
        course={deleting && { id: deleting.id, title: titleOf(deleting) }}
        onClose={() => setDeleting(null)}
        onDeleted={(result) => {
          setDeleting(null);
          setNotice(result);
        }}
      />
    </div>
  );
}
