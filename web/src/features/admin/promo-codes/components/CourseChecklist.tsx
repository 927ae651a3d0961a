import { useId, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import { useLanguage } from '@/lib/i18n/use-language';
import { courseTitleOf } from '../format';

interface CourseChecklistProps {
  /** The ids of the courses checked; none: every course. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The first box's, so that an error on the list focuses it. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * The courses a code applies to, as boxes to check, by title; archived courses are not offered.
 * None checked: every course, those created later included.
 */
export function CourseChecklist({ value, onChange, inputRef, error }: CourseChecklistProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const query = useAdminCourses();
  const courses = useMemo(
    () =>
      (query.data ?? [])
        .filter((course) => !course.archived)
        .map((course) => ({ id: course.id, title: courseTitleOf(course, language) }))
        .sort((a, b) => a.title.localeCompare(b.title, language)),
    [query.data, language],
  );
  const checked = new Set(value);

  const toggle = (courseId: number, on: boolean) =>
    onChange(on ? [...value, courseId] : value.filter((checkedId) => checkedId !== courseId));

  let content;
  if (query.isError && !query.data) {
    content = (
      <LoadError
        message={t('promoCodes.form.coursesLoadError')}
        retryLabel={t('promoCodes.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (query.isPending) {
    content = (
      <div className="flex justify-center py-4">
        <Spinner label={t('promoCodes.form.coursesLoading')} />
      </div>
    );
  } else if (courses.length === 0) {
    content = <p className="text-sm text-slate-600">{t('promoCodes.form.noCourses')}</p>;
  } else {
    content = (
      <ul className="max-h-64 divide-y divide-surface-strong overflow-y-auto rounded-lg border border-slate-300">
        {courses.map((course, index) => (
          <li key={course.id}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50">
              <input
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                checked={checked.has(course.id)}
                onChange={(event) => toggle(course.id, event.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
              />
              <span className="min-w-0 text-sm text-slate-900 [overflow-wrap:anywhere]">
                {course.title}
              </span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-slate-900">
        {t('promoCodes.form.courses')}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('promoCodes.form.coursesHint')}
      </p>
      {content}
      {error && (
        <p id={errorId} className="text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
