import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { InstructorFields } from '@/components/forms/InstructorFields';
import { Alert } from '@/components/ui/Alert';
import { instructorDefaults, type InstructorErrorKey } from '@/lib/forms/instructor-schema';
import { useInstructorForm } from '@/lib/forms/use-instructor-form';
import type { Instructor, InstructorRequest } from '../api/types';
import { useUpdateInstructorProfile } from '../api/update-instructor-profile';

/**
 * The languages the instructor teaches in and their instructor numbers, saved with PUT
 * /api/instructor/profile; the server's refusals show on their fields.
 */
export function ProfileForm({ instructor }: { instructor: Instructor }) {
  const { t } = useTranslation('instructor');
  const update = useUpdateInstructorProfile();
  const { form, saveFailed, setSaveFailed, showRefusal } = useInstructorForm(instructor);

  const errorText = (key: string | undefined) =>
    key ? t(`profile.errors.${key as InstructorErrorKey}`) : undefined;

  const onSubmit = (request: InstructorRequest) => {
    setSaveFailed(false);
    update.mutate(request, {
      onSuccess: (saved) => form.reset(instructorDefaults(saved)),
      onError: showRefusal,
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onChange={() => update.isSuccess && update.reset()}
      className="space-y-6"
    >
      <InstructorFields
        form={form}
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
      <FormSubmit
        error={saveFailed && t('profile.saveFailed')}
        icon={Save}
        label={t('profile.save')}
        busyLabel={t('profile.saving')}
        busy={update.isPending}
        atEnd
      />
    </form>
  );
}
