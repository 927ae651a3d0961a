import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Checklist } from '@/components/Checklist';
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
export function CourseChecklist(props: CourseChecklistProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const query = useAdminCourses();
  const courses = useMemo(
    () =>
      (query.data ?? [])
        .filter((course) => !course.archived)
        .map((course) => ({ id: course.id, label: courseTitleOf(course, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [query.data, language],
  );

  return (
    <Checklist
      {...props}
      legend={t('promoCodes.form.courses')}
      hint={t('promoCodes.form.coursesHint')}
      read={query}
      texts={{
        loading: t('promoCodes.form.coursesLoading'),
        loadError: t('promoCodes.form.coursesLoadError'),
        retry: t('promoCodes.retry'),
      }}
      options={courses}
      empty={t('promoCodes.form.noCourses')}
    />
  );
}
