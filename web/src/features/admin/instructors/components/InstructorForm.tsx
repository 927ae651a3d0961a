import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import type { Instructor, InstructorRequest } from '../api/types';
import { useUpdateInstructor } from '../api/update-instructor';
import {
  BODY_MAX_LENGTH,
  MAX_CREDENTIALS,
  NUMBER_MAX_LENGTH,
  TEACHING_LANGUAGES,
  emptyCredential,
  instructorDefaults,
  instructorErrorsFromServer,
  instructorSchema,
  type InstructorErrorKey,
  type InstructorInput,
} from '@/lib/forms/instructor-schema';

interface InstructorFormProps {
  instructor: Instructor;
  onCancel: () => void;
  onSaved: (instructor: Instructor) => void;
  onGone: () => void;
}

const legendClass = 'text-sm font-semibold text-slate-900';

/**
 * An instructor's languages (boxes to check, at least one) and instructor numbers (rows added and
 * removed, at most 10), checked here, then by the server, whose refusals land on their fields.
 */
export function InstructorForm({ instructor, onCancel, onSaved, onGone }: InstructorFormProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateInstructor();
  const [saveFailed, setSaveFailed] = useState(false);
  const languagesHintId = useId();
  const languagesErrorId = useId();
  const credentialsHintId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InstructorInput, unknown, InstructorRequest>({
    resolver: zodResolver(instructorSchema),
    defaultValues: instructorDefaults(instructor),
  });
  const credentials = useFieldArray({ control, name: 'credentials' });
  const count = credentials.fields.length;
  const full = count >= MAX_CREDENTIALS;
  // A row's remove button goes with its row: focus moves to the add button, once it is enabled.
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addButton.current?.focus();
  }, [count]);

  const errorText = (error: Pick<FieldError, 'message'> | undefined) =>
    error?.message
      ? t(`instructors.edit.errors.${error.message as InstructorErrorKey}`)
      : undefined;
  const languagesError = errorText(errors.languages);
  const credentialsError = errorText(errors.credentials?.root ?? errors.credentials);

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
          if (!showServerFieldErrors(setError, instructorErrorsFromServer(error))) {
            setSaveFailed(true);
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <fieldset
        className="min-w-0 space-y-2"
        aria-describedby={`${languagesHintId}${languagesError ? ` ${languagesErrorId}` : ''}`}
      >
        <legend className={legendClass}>{t('instructors.edit.languages')}</legend>
        <p id={languagesHintId} className="text-sm text-slate-600">
          {t('instructors.edit.languagesHint')}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {TEACHING_LANGUAGES.map((language) => (
            <label
              key={language}
              className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-900"
            >
              <input
                type="checkbox"
                value={language}
                aria-invalid={languagesError ? true : undefined}
                className="size-5 shrink-0 rounded border-slate-400 accent-brand-600"
                {...register('languages')}
              />
              {t(`instructors.languageNames.${language}`)}
            </label>
          ))}
        </div>
        {languagesError && (
          <p id={languagesErrorId} className="text-sm font-medium text-brand-700">
            {languagesError}
          </p>
        )}
      </fieldset>

      <fieldset className="min-w-0 space-y-3" aria-describedby={credentialsHintId}>
        <legend className={legendClass}>{t('instructors.edit.credentials')}</legend>
        <p id={credentialsHintId} className="text-sm text-slate-600">
          {t('instructors.edit.credentialsHint', { max: MAX_CREDENTIALS })}
        </p>
        {count === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">
            {t('instructors.edit.noCredentials')}
          </p>
        ) : (
          <ol className="space-y-3">
            {credentials.fields.map((field, index) => {
              const rowErrors = errors.credentials?.[index];
              const position = index + 1;
              return (
                <li key={field.id}>
                  <fieldset
                    data-testid="credential-row"
                    className="min-w-0 rounded-lg border border-slate-200 p-3"
                  >
                    <legend className="px-1 text-sm font-semibold text-slate-700">
                      {t('instructors.edit.credential', { position })}
                    </legend>
                    <div className="grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,2fr)]">
                      <TextField
                        label={t('instructors.edit.body')}
                        hint={t('instructors.edit.bodyHint')}
                        maxLength={BODY_MAX_LENGTH}
                        required
                        error={errorText(rowErrors?.body)}
                        {...register(`credentials.${index}.body`)}
                      />
                      <TextField
                        label={t('instructors.edit.number')}
                        maxLength={NUMBER_MAX_LENGTH}
                        autoComplete="off"
                        spellCheck={false}
                        required
                        className="font-mono"
                        error={errorText(rowErrors?.number)}
                        {...register(`credentials.${index}.number`)}
                      />
                      <TextField
                        type="date"
                        label={t('instructors.edit.expiresOn')}
                        error={errorText(rowErrors?.expiresOn)}
                        {...register(`credentials.${index}.expiresOn`)}
                      />
                    </div>
                    <div className="mt-3 flex justify-end">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('instructors.edit.removeCredentialLabel', { position })}
                        onClick={() => {
                          focusAdd.current = true;
                          credentials.remove(index);
                        }}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t('instructors.edit.removeCredential')}
                      </Button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
        {credentialsError && (
          <p className="text-sm font-medium text-brand-700">{credentialsError}</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            ref={addButton}
            variant="secondary"
            size="sm"
            disabled={full}
            onClick={() => credentials.append({ ...emptyCredential })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('instructors.edit.addCredential')}
          </Button>
          {full && (
            <p className="text-sm text-slate-600">
              {t('instructors.edit.maxReached', { max: MAX_CREDENTIALS })}
            </p>
          )}
        </div>
      </fieldset>

      {saveFailed && <Alert>{t('instructors.edit.errors.saveFailed')}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('instructors.edit.cancel')}
        </Button>
        <SubmitButton
          icon={Save}
          label={t('instructors.edit.submit')}
          busyLabel={t('instructors.edit.submitting')}
          busy={update.isPending}
        />
      </div>
    </form>
  );
}
