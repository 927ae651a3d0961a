import { useEffect, useMemo, useRef } from 'react';
import {
  Controller,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Checklist } from '@/components/Checklist';
import { useCourses } from '@/lib/api/get-courses';
import { useLanguage } from '@/lib/i18n/use-language';
import type { TrainingRequestFormInput, TrainingRequestFormValues } from '../schema';

interface CourseChoiceProps {
  control: Control<TrainingRequestFormInput, unknown, TrainingRequestFormValues>;
  getValues: UseFormGetValues<TrainingRequestFormInput>;
  setValue: UseFormSetValue<TrainingRequestFormInput>;
  error?: string;
}

/**
 * The catalogue's courses as boxes to check. A course page's link (?course=<id or slug>) checks
 * its course once the catalogue is there, unless the person has checked some already; a course
 * gone from the catalogue read again (400 unknown-course) is no longer checked.
 */
export function CourseChoice({ control, getValues, setValue, error }: CourseChoiceProps) {
  const { t } = useTranslation('trainingRequest');
  const language = useLanguage();
  const catalogue = useCourses(language);
  const [params] = useSearchParams();
  const wanted = params.get('course')?.trim() ?? '';
  const prefilled = useRef(false);

  useEffect(() => {
    const courses = catalogue.data;
    if (!courses) return;
    const checked = getValues('courseIds');
    if (!prefilled.current) {
      prefilled.current = true;
      const course = courses.find(({ id, slug }) => String(id) === wanted || slug === wanted);
      if (course && checked.length === 0) setValue('courseIds', [course.id]);
      return;
    }
    // Read again after a course left the catalogue: its box is gone, and so is its choice.
    const offered = checked.filter((id) => courses.some((course) => course.id === id));
    if (offered.length < checked.length) setValue('courseIds', offered);
  }, [catalogue.data, wanted, getValues, setValue]);

  const options = useMemo(
    () => (catalogue.data ?? []).map((course) => ({ id: course.id, label: course.title })),
    [catalogue.data],
  );

  return (
    <Controller
      control={control}
      name="courseIds"
      render={({ field }) => (
        <Checklist
          legend={t('fields.courses')}
          hint={t('fields.coursesHint')}
          read={catalogue}
          texts={{
            loading: t('fields.coursesLoading'),
            loadError: t('fields.coursesLoadError'),
            retry: t('fields.retry'),
          }}
          options={options}
          empty={t('fields.noCourses')}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          error={error}
          maxHeight="max-h-80"
        />
      )}
    />
  );
}
