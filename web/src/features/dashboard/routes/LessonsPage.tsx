import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { Container } from '@/components/ui/Container';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { useCompleteLesson } from '../api/complete-lesson';
import { useDashboard } from '../api/get-dashboard';
import { useLessons } from '../api/get-lessons';
import type { Lesson } from '../api/types';
import { LessonList } from '../components/LessonList';
import { LessonView } from '../components/LessonView';
import { ProgressBar } from '../components/ProgressBar';

/** The lesson asked for in the address, else the first one not done, else the first. */
function currentLesson(lessons: Lesson[], requested: string | null): Lesson | undefined {
  return (
    lessons.find((lesson) => String(lesson.id) === requested) ??
    lessons.find((lesson) => !lesson.completed) ??
    lessons[0]
  );
}

/** /dashboard/courses/:enrollmentId: the lessons of an enrolled course, one at a time. */
export default function LessonsPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const params = useParams();
  const enrollmentId = Number(params.enrollmentId);
  const [searchParams] = useSearchParams();
  const lessons = useLessons(enrollmentId);
  const dashboard = useDashboard();
  const complete = useCompleteLesson(enrollmentId);
  const [movedOn, setMovedOn] = useState(false);

  const course = dashboard.data?.courses.find((c) => c.id === enrollmentId);
  const list = lessons.data ?? [];
  const current = currentLesson(list, searchParams.get('lesson'));
  const doneCount = list.filter((lesson) => lesson.completed).length;
  const progress =
    course?.progress ?? (list.length > 0 ? Math.round((doneCount * 100) / list.length) : 0);
  const title = course?.title ?? t('title');

  const markDone = (lesson: Lesson) =>
    complete.mutate(lesson.id, {
      onSuccess: (updated) => {
        if (!updated.nextLesson) return;
        setMovedOn(true);
        void navigate(paths.dashboardCourse(enrollmentId, updated.nextLesson.id));
      },
    });

  let content;
  if (lessons.isError && !lessons.data) {
    content =
      lessons.error instanceof ApiError && lessons.error.status === 404 ? (
        <Alert tone="info">{t('lessons.notFound')}</Alert>
      ) : (
        <LoadError
          message={t('lessons.loadError')}
          retryLabel={t('states.retry')}
          onRetry={() => void lessons.refetch()}
          retrying={lessons.isFetching}
        />
      );
  } else if (lessons.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label={t('lessons.loading')} />
      </div>
    );
  } else if (!current) {
    content = <Alert tone="info">{t('lessons.empty')}</Alert>;
  } else {
    content = (
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="lg:order-2">
          <LessonView
            lesson={current}
            onMarkDone={() => markDone(current)}
            marking={complete.isPending}
            failed={complete.isError}
            allDone={doneCount === list.length}
            focusTitle={movedOn}
          />
        </div>
        <div className="lg:order-1">
          <LessonList enrollmentId={enrollmentId} lessons={list} currentId={current.id} />
        </div>
      </div>
    );
  }

  return (
    <div className="bg-surface">
      <PageTitle title={current ? `${current.title} – ${title}` : title} />
      <Container className="py-8 sm:py-12">
        <BackLink to={paths.dashboard} tone="brand">
          {t('lessons.back')}
        </BackLink>
        <header className="mt-4 mb-6 max-w-3xl space-y-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
          {list.length > 0 && (
            <>
              <ProgressBar value={progress} label={t('courses.progressLabel', { title })} />
              <p className="text-sm text-slate-700">
                {t('courses.lessons', { count: doneCount, total: list.length })}
              </p>
            </>
          )}
        </header>
        {content}
      </Container>
    </div>
  );
}
