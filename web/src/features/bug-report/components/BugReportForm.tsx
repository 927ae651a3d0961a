import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Honeypot } from '@/components/forms/Honeypot';
import { CharacterCount } from '@/components/CharacterCount';
import { Button } from '@/components/ui/Button';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useCreateBugReport } from '../api/create-bug-report';
import {
  bugReportSchema,
  DESCRIPTION_MAX_LENGTH,
  type BugReportErrorKey,
  type BugReportFormInput,
  type BugReportFormValues,
} from '../schema';

interface BugReportFormProps {
  onCancel: () => void;
  onSubmitted: () => void;
}

export function BugReportForm({ onCancel, onSubmitted }: BugReportFormProps) {
  const { t } = useTranslation('bugReport');
  const mutation = useCreateBugReport();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<BugReportFormInput, unknown, BugReportFormValues>({
    resolver: zodResolver(bugReportSchema),
    defaultValues: { description: '', email: '', website: '' },
  });

  const errorText = (message: string | undefined) =>
    message ? t(`errors.${message as BugReportErrorKey}`) : undefined;
  const length = useWatch({ control, name: 'description' }).length;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((values) => mutation.mutate(values, { onSuccess: onSubmitted }))}
    >
      <TextAreaField
        label={t('description')}
        hint={t('descriptionHint')}
        error={errorText(errors.description?.message)}
        rows={5}
        maxLength={DESCRIPTION_MAX_LENGTH}
        required
        aside={<CharacterCount count={length} max={DESCRIPTION_MAX_LENGTH} />}
        {...register('description')}
      />
      <TextField
        type="email"
        autoComplete="email"
        label={t('email')}
        hint={t('emailHint')}
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <Honeypot {...register('website')} />

      {mutation.isError && (
        <p role="alert" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-800">
          {t('errors.sendFailed')}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {mutation.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
