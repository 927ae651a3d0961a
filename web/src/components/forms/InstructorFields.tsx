import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import type { Schemas } from '@/lib/api/types';
import {
  BODY_MAX_LENGTH,
  emptyCredential,
  MAX_CREDENTIALS,
  NUMBER_MAX_LENGTH,
  TEACHING_LANGUAGES,
  type InstructorInput,
} from '@/lib/forms/instructor-schema';
import { useFocusAfterRemove } from '@/lib/hooks/use-focus-after-remove';

type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];

/** The fields' words, in the form's own (the instructor's page says "you", the office's not). */
export interface InstructorFieldLabels {
  languages: string;
  languagesHint?: string;
  languageNames: Record<TeachingLanguage, string>;
  credentials: string;
  credentialsHint: string;
  /** What the list says when it has no number. */
  none: string;
  /** A row's legend ("Number 2"). */
  credential: (position: number) => string;
  body: string;
  bodyHint?: string;
  number: string;
  expiresOn: string;
  remove: string;
  /** The remove button's name, which says which row ("Remove number 2"). */
  removeLabel: (position: number) => string;
  add: string;
  maxReached: string;
}

interface InstructorFieldsProps {
  /** The form (`useInstructorForm`'s). */
  form: UseFormReturn<InstructorInput, unknown, Schemas['InstructorRequest']>;
  labels: InstructorFieldLabels;
  /** A message key (the schema's or the server's) as its text. */
  errorText: (key: string | undefined) => string | undefined;
}

const legendClass = 'text-sm font-semibold text-slate-900';

/**
 * An instructor's languages (boxes to check, at least one) and instructor numbers, one group of
 * fields each (certifying body, number, expiry date), up to 10: the fields of the instructor's own
 * page and of the office's. A new row's first field takes the focus; a removed row gives it to
 * "Add a number".
 */
export function InstructorFields({ form, labels, errorText }: InstructorFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const id = useId();
  const languagesHintId = `${id}-languages-hint`;
  const languagesErrorId = `${id}-languages-error`;
  const credentialsHintId = `${id}-credentials-hint`;
  const rows = useFieldArray({ control, name: 'credentials' });
  const { addButton, removing } = useFocusAfterRemove(rows.fields.length);

  const full = rows.fields.length >= MAX_CREDENTIALS;
  const languagesError = errorText(errors.languages?.message);
  const listError = errorText(errors.credentials?.message ?? errors.credentials?.root?.message);
  const languagesDescription = [
    labels.languagesHint && languagesHintId,
    languagesError && languagesErrorId,
  ].filter(Boolean);

  return (
    <>
      <fieldset
        className="min-w-0 space-y-2"
        aria-describedby={languagesDescription.join(' ') || undefined}
      >
        <legend className={legendClass}>{labels.languages}</legend>
        {labels.languagesHint && (
          <p id={languagesHintId} className="text-sm text-slate-600">
            {labels.languagesHint}
          </p>
        )}
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {TEACHING_LANGUAGES.map((language) => (
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
              {labels.languageNames[language]}
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
        <legend className={legendClass}>{labels.credentials}</legend>
        <p id={credentialsHintId} className="text-sm text-slate-600">
          {labels.credentialsHint}
        </p>
        {rows.fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">
            {labels.none}
          </p>
        ) : (
          <ol className="space-y-3">
            {rows.fields.map((field, index) => {
              const rowErrors = errors.credentials?.[index];
              const position = index + 1;
              return (
                <li key={field.id} data-testid="credential-row">
                  <fieldset className="min-w-0 rounded-xl border border-surface-strong p-3 sm:p-4">
                    <legend className="px-1 text-sm font-semibold text-slate-900">
                      {labels.credential(position)}
                    </legend>
                    <div className="grid gap-3">
                      <TextField
                        label={labels.body}
                        hint={labels.bodyHint}
                        autoComplete="off"
                        maxLength={BODY_MAX_LENGTH}
                        required
                        error={errorText(rowErrors?.body?.message)}
                        {...register(`credentials.${index}.body`)}
                      />
                      <div className="grid gap-3 sm:grid-cols-2">
                        <TextField
                          label={labels.number}
                          autoComplete="off"
                          spellCheck={false}
                          maxLength={NUMBER_MAX_LENGTH}
                          required
                          error={errorText(rowErrors?.number?.message)}
                          {...register(`credentials.${index}.number`)}
                        />
                        <TextField
                          type="date"
                          label={labels.expiresOn}
                          error={errorText(rowErrors?.expiresOn?.message)}
                          {...register(`credentials.${index}.expiresOn`)}
                        />
                      </div>
                      <div>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="-ml-3 min-h-11"
                          aria-label={labels.removeLabel(position)}
                          onClick={() => {
                            removing();
                            rows.remove(index);
                          }}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          {labels.remove}
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
            {labels.add}
          </Button>
          {full && <p className="text-sm text-slate-600">{labels.maxReached}</p>}
        </div>
      </fieldset>
    </>
  );
}
