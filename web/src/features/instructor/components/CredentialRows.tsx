import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import type { InstructorRequest } from '../api/types';
import {
  BODY_MAX_LENGTH,
  emptyCredential,
  MAX_CREDENTIALS,
  NUMBER_MAX_LENGTH,
  type InstructorInput,
} from '@/lib/forms/instructor-schema';

interface CredentialRowsProps {
  control: Control<InstructorInput, unknown, InstructorRequest>;
  register: UseFormRegister<InstructorInput>;
  errors: FieldErrors<InstructorInput>;
  /** A message key as its text. */
  errorText: (key: string | undefined) => string | undefined;
}

/**
 * The instructor numbers, one group of fields each (certifying body, number, expiry date), up to
 * 10. A new row's first field takes the focus; a removed row gives it to "Add a number".
 */
export function CredentialRows({ control, register, errors, errorText }: CredentialRowsProps) {
  const { t } = useTranslation('instructor');
  const hintId = useId();
  const rows = useFieldArray({ control, name: 'credentials' });
  const addButton = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    addButton.current?.focus();
  }, [rows.fields.length]);

  const full = rows.fields.length >= MAX_CREDENTIALS;
  const listError = errorText(errors.credentials?.message ?? errors.credentials?.root?.message);

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-slate-900">{t('profile.credentials')}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('profile.credentialsHint')}
      </p>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-slate-700">{t('profile.none')}</p>
      ) : (
        <ol className="space-y-3">
          {rows.fields.map((field, index) => {
            const rowErrors = errors.credentials?.[index];
            return (
              <li key={field.id} data-testid="credential-row">
                <fieldset className="min-w-0 rounded-xl border border-surface-strong p-3 sm:p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-900">
                    {t('profile.credential', { number: index + 1 })}
                  </legend>
                  <div className="grid gap-3">
                    <TextField
                      label={t('profile.body')}
                      autoComplete="off"
                      maxLength={BODY_MAX_LENGTH}
                      required
                      error={errorText(rowErrors?.body?.message)}
                      {...register(`credentials.${index}.body`)}
                    />
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField
                        label={t('profile.number')}
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={NUMBER_MAX_LENGTH}
                        required
                        error={errorText(rowErrors?.number?.message)}
                        {...register(`credentials.${index}.number`)}
                      />
                      <TextField
                        type="date"
                        label={t('profile.expiresOn')}
                        error={errorText(rowErrors?.expiresOn?.message)}
                        {...register(`credentials.${index}.expiresOn`)}
                      />
                    </div>
                    <div>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="-ml-3 min-h-11"
                        aria-label={t('profile.removeLabel', { number: index + 1 })}
                        onClick={() => {
                          removed.current = true;
                          rows.remove(index);
                        }}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t('profile.remove')}
                      </Button>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {listError && <p className="text-sm font-medium text-brand-700">{listError}</p>}
      <div className="space-y-1.5">
        <Button
          ref={addButton}
          variant="secondary"
          size="sm"
          className="min-h-11"
          disabled={full}
          onClick={() => rows.append({ ...emptyCredential })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('profile.add')}
        </Button>
        {full && <p className="text-sm text-slate-600">{t('profile.maxReached')}</p>}
      </div>
    </fieldset>
  );
}
