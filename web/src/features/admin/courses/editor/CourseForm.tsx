import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldErrors,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { WholeNumberField } from '@/components/ui/WholeNumberField';
import { ApiError } from '@/lib/api/api-error';
import {
  CATEGORIES,
  CERTIFICATION_LEVELS,
  LEVELS,
  type AdminCourse,
  type SavedKind,
} from '@/lib/api/course-types';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCreateCourse } from '../api/create-course';
import { useUpdateCourse } from '../api/update-course';
import {
  MAX_PARTICIPANTS_PER_INSTRUCTOR,
  courseFormDefaults,
  courseFormSchema,
  toCourseInput,
  type CourseFormErrorKey,
  type CourseFormInput,
  type CourseFormValues,
} from './course-form-schema';
import { CertificateSection } from './CertificateSection';
import { ImageField } from './ImageField';
import { formErrorsFromServer } from './server-fields';
import { TagsField } from './TagsField';

interface CourseFormProps {
  /** The course to edit, or null to create one. */
  course: AdminCourse | null;
  onCancel: () => void;
  onSaved: (kind: SavedKind) => void;
}

type FormProblem = 'requiredFields' | 'failed';

const hasRequiredError = (errors: FieldErrors<CourseFormInput>) =>
  Object.values(errors).some((error) => error?.message === 'required');

/** A yes-or-no of the course, boxed, with what ticking it means under its label. */
function FlagField({
  label,
  hint,
  input,
}: {
  label: string;
  hint: string;
  input: UseFormRegisterReturn;
}) {
  const hintId = useId();
  return (
    <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-5 accent-brand-600"
        {...input}
      />
      <span>
        <span className="block text-sm font-semibold text-slate-900">{label}</span>
        <span id={hintId} className="block text-sm text-slate-600">
          {hint}
        </span>
      </span>
    </label>
  );
}

/**
 * The create/edit form of a course: both languages, price in dollars, certificate and renewal,
 * image, tags.
 */
export function CourseForm({ course, onCancel, onSaved }: CourseFormProps) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: courseFormDefaults(course, language),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const image = useWatch({ control, name: 'image' });
  const saving = create.isPending || update.isPending;
  const errorText = (message: string | undefined) =>
    message ? t(`editor.errors.${message as CourseFormErrorKey}`) : undefined;

  const onValid = (values: CourseFormValues) => {
    setProblem(null);
    const input = toCourseInput(values);
    const onError = (error: Error) => {
      if (error instanceof ApiError)
        showServerFieldErrors(form.setError, formErrorsFromServer(error.fields));
      setProblem('failed');
    };
    if (course) {
      update.mutate({ id: course.id, input }, { onSuccess: () => onSaved('updated'), onError });
    } else {
      create.mutate(input, { onSuccess: () => onSaved('created'), onError });
    }
  };

  const onInvalid = (found: FieldErrors<CourseFormInput>) =>
    setProblem(hasRequiredError(found) ? 'requiredFields' : null);
  // The fields are checked again as they change: the banner goes once no required field is empty.
  const shownProblem = problem === 'requiredFields' && !hasRequiredError(errors) ? null : problem;

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-6">
      <SectionCard variant="divided" title={t('editor.sections.texts')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('editor.fields.titleFr')}
            lang="fr"
            required
            maxLength={200}
            error={errorText(errors.titleFr?.message)}
            {...register('titleFr')}
          />
          <TextField
            label={t('editor.fields.titleEn')}
            lang="en"
            required
            maxLength={200}
            error={errorText(errors.titleEn?.message)}
            {...register('titleEn')}
          />
          <TextAreaField
            label={t('editor.fields.descriptionFr')}
            lang="fr"
            required
            rows={5}
            maxLength={5000}
            error={errorText(errors.descriptionFr?.message)}
            {...register('descriptionFr')}
          />
          <TextAreaField
            label={t('editor.fields.descriptionEn')}
            lang="en"
            required
            rows={5}
            maxLength={5000}
            error={errorText(errors.descriptionEn?.message)}
            {...register('descriptionEn')}
          />
        </div>
      </SectionCard>

      <SectionCard variant="divided" title={t('editor.sections.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('editor.fields.instructor')}
            required
            maxLength={120}
            error={errorText(errors.instructor?.message)}
            {...register('instructor')}
          />
          <TextField
            label={t('editor.fields.durationHours')}
            hint={t('editor.fields.durationHint')}
            required
            inputMode="decimal"
            error={errorText(errors.durationHours?.message)}
            {...register('durationHours')}
          />
          <TextField
            label={t('editor.fields.price')}
            hint={t('editor.fields.priceHint')}
            required
            inputMode="decimal"
            error={errorText(errors.price?.message)}
            {...register('price')}
          />
          <TextField
            label={t('editor.fields.originalPrice')}
            hint={t('editor.fields.originalPriceHint')}
            inputMode="decimal"
            error={errorText(errors.originalPrice?.message)}
            {...register('originalPrice')}
          />
          <SelectField
            label={t('editor.fields.level')}
            error={errorText(errors.level?.message)}
            {...register('level')}
          >
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('editor.fields.category')}
            error={errorText(errors.category?.message)}
            {...register('category')}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('editor.fields.certificationLevel')}
            error={errorText(errors.certificationLevel?.message)}
            {...register('certificationLevel')}
          >
            {CERTIFICATION_LEVELS.map((level) => (
              <option key={level || 'none'} value={level}>
                {level
                  ? t('editor.fields.certificationOption', { level })
                  : t('editor.fields.certificationNone')}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('editor.fields.accreditationFr')}
            hint={t('editor.fields.accreditationHint')}
            maxLength={200}
            error={errorText(errors.accreditationFr?.message)}
            {...register('accreditationFr')}
          />
          <TextField
            label={t('editor.fields.accreditationEn')}
            hint={t('editor.fields.accreditationEnHint')}
            maxLength={200}
            error={errorText(errors.accreditationEn?.message)}
            {...register('accreditationEn')}
          />
          <WholeNumberField
            label={t('editor.fields.participantsPerInstructor')}
            hint={t('editor.fields.participantsPerInstructorHint')}
            min={1}
            max={MAX_PARTICIPANTS_PER_INSTRUCTOR}
            error={errorText(errors.participantsPerInstructor?.message)}
            {...register('participantsPerInstructor')}
          />
        </div>
        <FlagField
          label={t('editor.fields.published')}
          hint={t('editor.fields.publishedHint')}
          input={register('published')}
        />
        <FlagField
          label={t('editor.fields.workplaceFirstAid')}
          hint={t('editor.fields.workplaceFirstAidHint')}
          input={register('workplaceFirstAid')}
        />
        <FlagField
          label={t('editor.fields.earlyChildhood')}
          hint={t('editor.fields.earlyChildhoodHint')}
          input={register('earlyChildhood')}
        />
      </SectionCard>

      <CertificateSection course={course} form={form} errorText={errorText} />

      <SectionCard variant="divided" title={t('editor.sections.image')}>
        <ImageField
          value={image}
          error={errors.image?.message}
          inputProps={register('image')}
          onUploaded={(url) =>
            form.setValue('image', url, { shouldDirty: true, shouldValidate: true })
          }
        />
      </SectionCard>

      <SectionCard variant="divided" title={t('editor.sections.tags')}>
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </SectionCard>

      {shownProblem && <Alert>{t(`editor.${shownProblem}`)}</Alert>}

      <div className="sticky -bottom-6 -mx-6 flex flex-col-reverse gap-3 border-t border-surface-strong bg-white px-6 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('editor.saving') : course ? t('editor.save') : t('editor.create')}
        </Button>
      </div>
    </form>
  );
}
