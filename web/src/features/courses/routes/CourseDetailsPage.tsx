import { SearchX } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import type { Course, DeleteResult, SavedKind } from '@/lib/api/course-types';
import { useAuth } from '@/lib/auth/auth-context';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCourse } from '../api/get-course';
import { CourseDetails } from '../components/CourseDetails';
import { CourseDetailsSkeleton } from '../components/CourseDetailsSkeleton';

type Notice = SavedKind | DeleteResult;

interface CourseAdminActionsProps {
  course: Course;
  onSaved: (kind: SavedKind) => void;
  onDeleted: (result: DeleteResult) => void;
}

interface CourseDetailsPageProps {
  /** Edit and Delete, shown to admins; the app passes the admin course editor's. */
  adminActions?: ComponentType<CourseAdminActionsProps>;
}

/** Serves both /courses/:slug and the older /course-details?id=… address. */
export default function CourseDetailsPage({ adminActions: AdminActions }: CourseDetailsPageProps) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const { isAdmin } = useAuth();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const idOrSlug = slug ?? params.get('id');
  const { data: course, error, isPending, isRefetching, refetch } = useCourse(language, idOrSlug);
  const [notice, setNotice] = useState<Notice | null>(null);
  const removed = notice === 'deleted' || notice === 'archived';
  const notFound = !idOrSlug || (error instanceof ApiError && error.status === 404);

  const back = (
    <BackLink to={paths.courses} tone="brand">
      {t('details.back')}
    </BackLink>
  );

  let content;
  if (removed) {
    content = (
      <div className="mt-8 space-y-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {t('details.title')}
        </h1>
        <Alert tone="success">
          {t(notice === 'archived' ? 'delete.archived' : 'delete.deleted')}
        </Alert>
        <ButtonLink to={paths.courses} variant="secondary">
          {t('results.reset')}
        </ButtonLink>
      </div>
    );
  } else if (notFound) {
    content = (
      <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
        <SearchX aria-hidden="true" className="size-12 text-slate-500" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">
          {t('details.notFound.title')}
        </h1>
        <p className="mt-3 text-lg text-slate-700">{t('details.notFound.text')}</p>
        <ButtonLink to={paths.courses} className="mt-8">
          {t('results.reset')}
        </ButtonLink>
      </div>
    );
  } else if (course) {
    content = (
      <div className="mt-6">
        {notice && (
          <Alert
            tone="success"
            className="mb-6"
            dismissLabel={t('delete.close')}
            onDismiss={() => setNotice(null)}
          >
            {t(notice === 'created' ? 'editor.created' : 'editor.updated')}
          </Alert>
        )}
        <CourseDetails
          course={course}
          adminActions={
            isAdmin &&
            AdminActions && (
              <AdminActions course={course} onSaved={setNotice} onDeleted={setNotice} />
            )
          }
        />
      </div>
    );
  } else if (isPending) {
    content = <CourseDetailsSkeleton label={t('details.loading')} />;
  } else {
    content = (
      <div className="mt-8 space-y-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {t('details.title')}
        </h1>
        <LoadError
          message={t('details.error')}
          retryLabel={t('results.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      </div>
    );
  }

  return (
    <div className="bg-surface">
      <PageTitle
        title={
          course && !removed
            ? course.title
            : notFound
              ? t('details.notFound.title')
              : t('details.title')
        }
      />
      <Container className="py-8 sm:py-12">
        {back}
        {content}
      </Container>
    </div>
  );
}
