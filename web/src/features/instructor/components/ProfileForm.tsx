import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { Instructor, InstructorRequest } from '../api/types';
import { useUpdateInstructorProfile } from '../api/update-instructor-profile';
import {
  instructorDefaults,
  instructorErrorsFromServer,
  instructorSchema,
  type InstructorErrorKey,
  type InstructorInput,
} from '@/lib/forms/instructor-schema';
import { CredentialRows } from './CredentialRows';

const legendClass = 'text-sm font-semibold text-slate-900';

/**
 * The languages the instructor teaches in and their instructor numbers, saved with PUT
 * /api/instructor/profile; the server's refusals show on their fields.
 */
export function ProfileForm({ instructor }: { instructor: Instructor }) {
  const { t } = useTranslation('instructor');
  const update = useUpdateInstructorProfile();
  const [saveFailed, setSaveFailed] = useState(false);
  const languagesErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InstructorInput, unknown, InstructorRequest>({
    resolver: zodResolver(instructorSchema),
    defaultValues: instructorDefaults(instructor),
  });

  const errorText = (key: string | undefined) =>
    key ? t(`profile.errors.${key as InstructorErrorKey}`) : undefined;

  const onSubmit = (request: InstructorRequest) => {
    setSaveFailed(false);
    update.mutate(request, {
      onSuccess: (saved) => reset(instructorDefaults(saved)),
      onError: (error) => {
        if (!showServerFieldErrors(setError, instructorErrorsFromServer(error)))
          setSaveFailed(true);
      },
    });
  };

  const languagesError = errorText(errors.languages?.message);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onChange={() => update.isSuccess && update.reset()}
      className="space-y-6"
    >
      <fieldset
        className="min-w-0 space-y-2"
        aria-describedby={languagesError ? languagesErrorId : undefined}
      >
        <legend className={legendClass}>{t('profile.languages')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {LANGUAGES.map((language) => (
            <label
              key={language}
              className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-900"
            >
              <input
                type="checkbox"
                value={language}
                aria-invalid={languagesError ? true : undefined}
                className="size-5 shrink-0 rounded border-slate-400 accent-brand-600"
                {...register('languages')}
              />
              {t(`profile.language.${language}`)}
            </label>
          ))}
        </div>
        {languagesError && (
          <p id={languagesErrorId} className="text-sm font-medium text-brand-700">
            {languagesError}
          </p>
        )}
      </fieldset>

      <CredentialRows control={control} register={register} errors={errors} errorText={errorText} />

      {update.isSuccess && <Alert tone="success">{t('profile.saved')}</Alert>}
      {saveFailed && <Alert>{t('profile.saveFailed')}</Alert>}
      <div className="flex justify-end">
        <SubmitButton
          icon={Save}
          label={t('profile.save')}
          busyLabel={t('profile.saving')}
          busy={update.isPending}
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
