import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { WholeNumberField } from '@/components/ui/WholeNumberField';
import type { AdminCourse } from '@/lib/api/course-types';
import {
  MAX_VALID_MONTHS,
  WHAT_TO_BRING_MAX_LENGTH,
  type CourseFormInput,
  type CourseFormValues,
} from './course-form-schema';
import { RenewalCourseField } from './RenewalCourseField';

interface CertificateSectionProps {
  /** The course being edited, or null while creating one. */
  course: AdminCourse | null;
  form: UseFormReturn<CourseFormInput, unknown, CourseFormValues>;
  /** A field's error message key in words. */
  errorText: (message: string | undefined) => string | undefined;
}

/** "36" → 36 months = 3 years; null when the text is not a whole number of years in range. */
function wholeYears(text: string): { months: number; years: number } | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const months = Number(text.trim());
  return months >= 12 && months <= MAX_VALID_MONTHS && months % 12 === 0
    ? { months, years: months / 12 }
    : null;
}

/**
 * How long the certificate is valid, the course that renews it, and what attendees bring on the
 * day (said in the reminder mailed before the class).
 */
export function CertificateSection({ course, form, errorText }: CertificateSectionProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { t } = useTranslation('courses');
  const validity = wholeYears(useWatch({ control, name: 'certificateValidMonths' }));
  const monthsHint = [t('editor.fields.certificateValidMonthsHint')];
  if (validity)
    monthsHint.push(
      t('editor.fields.certificateValidYears', { count: validity.years, months: validity.months }),
    );

  return (
    <SectionCard variant="divided" title={t('editor.sections.certificate')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          label={t('editor.fields.certificateValidMonths')}
          hint={monthsHint.join(' ')}
          required
          min={1}
          max={MAX_VALID_MONTHS}
          error={errorText(errors.certificateValidMonths?.message)}
          {...register('certificateValidMonths')}
        />
        <Controller
          control={control}
          name="renewalCourseId"
          render={({ field, fieldState }) => (
            <RenewalCourseField
              course={course}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <TextAreaField
          label={t('editor.fields.whatToBringFr')}
          hint={t('editor.fields.whatToBringHint')}
          lang="fr"
          rows={3}
          maxLength={WHAT_TO_BRING_MAX_LENGTH}
          error={errorText(errors.whatToBringFr?.message)}
          {...register('whatToBringFr')}
        />
        <TextAreaField
          label={t('editor.fields.whatToBringEn')}
          hint={t('editor.fields.whatToBringEnHint')}
          lang="en"
          rows={3}
          maxLength={WHAT_TO_BRING_MAX_LENGTH}
          error={errorText(errors.whatToBringEn?.message)}
          {...register('whatToBringEn')}
        />
      </div>
    </SectionCard>
  );
}
