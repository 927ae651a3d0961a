import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InstructorFields } from '@/components/forms/InstructorFields';
import { Alert } from '@/components/ui/Alert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import {
  instructorDefaults,
  instructorErrorsFromServer,
  instructorSchema,
  type InstructorErrorKey,
  type InstructorInput,
} from '@/lib/forms/instructor-schema';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import type { Instructor, InstructorRequest } from '../api/types';
import { useUpdateInstructorProfile } from '../api/update-instructor-profile';

/**
 * The languages the instructor teaches in and their instructor numbers, saved with PUT
 * /api/instructor/profile; the server's refusals show on their fields.
 */
export function ProfileForm({ instructor }: { instructor: Instructor }) {
  const { t } = useTranslation('instructor');
  const update = useUpdateInstructorProfile();
  const [saveFailed, setSaveFailed] = useState(false);
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

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onChange={() => update.isSuccess && update.reset()}
      className="space-y-6"
    >
      <InstructorFields
        control={control}
        register={register}
        errors={errors}
        errorText={errorText}
        labels={{
          languages: t('profile.languages'),
          languageNames: { fr: t('profile.language.fr'), en: t('profile.language.en') },
          credentials: t('profile.credentials'),
          credentialsHint: t('profile.credentialsHint'),
          none: t('profile.none'),
          credential: (number) => t('profile.credential', { number }),
          body: t('profile.body'),
          number: t('profile.number'),
          expiresOn: t('profile.expiresOn'),
          remove: t('profile.remove'),
          removeLabel: (number) => t('profile.removeLabel', { number }),
          add: t('profile.add'),
          maxReached: t('profile.maxReached'),
        }}
      />

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
