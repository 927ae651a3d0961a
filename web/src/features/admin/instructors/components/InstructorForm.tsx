import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InstructorFields } from '@/components/forms/InstructorFields';
import { Alert } from '@/components/ui/Alert';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { ApiError } from '@/lib/api/api-error';
import { MAX_CREDENTIALS, type InstructorErrorKey } from '@/lib/forms/instructor-schema';
import { useInstructorForm } from '@/lib/forms/use-instructor-form';
import type { Instructor, InstructorRequest } from '../api/types';
import { useUpdateInstructor } from '../api/update-instructor';

interface InstructorFormProps {
  instructor: Instructor;
  onCancel: () => void;
  onSaved: (instructor: Instructor) => void;
  onGone: () => void;
}

/**
 * An instructor's languages (boxes to check, at least one) and instructor numbers (rows added and
 * removed, at most 10), checked here, then by the server, whose refusals land on their fields.
 */
export function InstructorForm({ instructor, onCancel, onSaved, onGone }: InstructorFormProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateInstructor();
  const { form, saveFailed, setSaveFailed, showRefusal } = useInstructorForm(instructor);
  const errorText = (key: string | undefined) =>
    key ? t(`instructors.edit.errors.${key as InstructorErrorKey}`) : undefined;

  const onSubmit = (request: InstructorRequest) => {
    setSaveFailed(false);
    update.mutate(
      { id: instructor.id, request },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) {
            onGone();
            return;
          }
          showRefusal(error);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
      <InstructorFields
        form={form}
        errorText={errorText}
        labels={{
          languages: t('instructors.edit.languages'),
          languagesHint: t('instructors.edit.languagesHint'),
          languageNames: {
            fr: t('instructors.languageNames.fr'),
            en: t('instructors.languageNames.en'),
          },
          credentials: t('instructors.edit.credentials'),
          credentialsHint: t('instructors.edit.credentialsHint', { max: MAX_CREDENTIALS }),
          none: t('instructors.edit.noCredentials'),
          credential: (position) => t('instructors.edit.credential', { position }),
          body: t('instructors.edit.body'),
          bodyHint: t('instructors.edit.bodyHint'),
          number: t('instructors.edit.number'),
          expiresOn: t('instructors.edit.expiresOn'),
          remove: t('instructors.edit.removeCredential'),
          removeLabel: (position) => t('instructors.edit.removeCredentialLabel', { position }),
          add: t('instructors.edit.addCredential'),
          maxReached: t('instructors.edit.maxReached', { max: MAX_CREDENTIALS }),
        }}
      />

      {saveFailed && <Alert>{t('instructors.edit.errors.saveFailed')}</Alert>}
      <DialogFormActions
        cancelLabel={t('instructors.edit.cancel')}
        onCancel={onCancel}
        icon={Save}
        confirmLabel={t('instructors.edit.submit')}
        busyLabel={t('instructors.edit.submitting')}
        busy={update.isPending}
      />
    </form>
  );
}
