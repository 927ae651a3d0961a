import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/SelectField';
import type { AdminCourse } from '@/lib/api/course-types';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

type SelectProps = Omit<ComponentProps<'select'>, 'value' | 'children'>;

interface RenewalCourseFieldProps extends SelectProps {
  /** The course being edited, or null while creating one (it cannot name itself yet). */
  course: AdminCourse | null;
  /** The chosen course's id, '' for none. */
  value: string;
  error?: string;
}

interface RenewalChoice {
  id: number;
  title: string;
  archived: boolean;
}

/**
 * The other courses that can renew a certificate, by title: those not archived, and the one
 * already chosen whatever its state, so that saving the form does not silently change it.
 */
function otherCourses(
  courses: readonly AdminCourse[],
  course: AdminCourse | null,
  value: string,
  language: Language,
): RenewalChoice[] {
  return courses
    .filter((other) => other.id !== course?.id && (!other.archived || String(other.id) === value))
    .map((other) => ({
      id: other.id,
      title: other.title[language] || other.title.fr,
      archived: other.archived,
    }))
    .sort((a, b) => a.title.localeCompare(b.title, language));
}

/** The course to book to renew the certificate: none, this course (once it exists) or another. */
export function RenewalCourseField({ course, value, error, ...props }: RenewalCourseFieldProps) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const query = useAdminCourses();
  const choices = useMemo(
    () => otherCourses(query.data ?? [], course, value, language),
    [query.data, course, value, language],
  );
  const isSelf = course !== null && value === String(course.id);
  // A course the list does not hold (not loaded, or deleted since) stays shown by its number.
  const unknown = value !== '' && !isSelf && !choices.some((choice) => String(choice.id) === value);

  const hints = [t('editor.fields.renewalHint')];
  if (!course) hints.push(t('editor.fields.renewalHintNew'));
  if (query.isPending) hints.push(t('editor.fields.renewalLoading'));
  else if (query.isError && !query.data) hints.push(t('editor.fields.renewalLoadError'));

  return (
    <SelectField
      label={t('editor.fields.renewalCourse')}
      hint={hints.join(' ')}
      error={error}
      value={value}
      {...props}
    >
      <option value="">{t('editor.fields.renewalNone')}</option>
      {course && <option value={String(course.id)}>{t('editor.fields.renewalSelf')}</option>}
      {unknown && <option value={value}>{t('editor.fields.renewalUnknown', { id: value })}</option>}
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.archived
            ? t('editor.fields.renewalArchived', { title: choice.title })
            : choice.title}
        </option>
      ))}
    </SelectField>
  );
}
