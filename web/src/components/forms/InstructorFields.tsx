import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/FieldError';
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
import { ChoiceFieldset } from './ChoiceFieldset';
import { Choices } from './Choices';
import { AddRowButton } from './AddRowButton';
import { FieldsetRows } from './FieldsetRows';
import { RemoveRowButton } from './RemoveRowButton';

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
  const rows = useFieldArray({ control, name: 'credentials' });
  const { addButton, removing } = useFocusAfterRemove(rows.fields.length);

  const full = rows.fields.length >= MAX_CREDENTIALS;
  const languagesError = errorText(errors.languages?.message);
  const listError = errorText(errors.credentials?.message ?? errors.credentials?.root?.message);
  const credentialsHintId = useId();

  return (
    <>
      <ChoiceFieldset legend={labels.languages} hint={labels.languagesHint} error={languagesError}>
        <Choices
          type="checkbox"
          options={TEACHING_LANGUAGES}
          field={register('languages')}
          label={(language) => labels.languageNames[language]}
          invalid={Boolean(languagesError)}
        />
      </ChoiceFieldset>

      <fieldset className="min-w-0 space-y-3" aria-describedby={credentialsHintId}>
        <legend className="text-sm font-semibold text-slate-900">{labels.credentials}</legend>
        <p id={credentialsHintId} className="text-sm text-slate-600">
          {labels.credentialsHint}
        </p>
        {rows.fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">
            {labels.none}
          </p>
        ) : (
          <FieldsetRows rows={rows.fields} testId="credential-row" legend={labels.credential}>
            {(index, position) => {
              const rowErrors = errors.credentials?.[index];
              return (
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
                  <RemoveRowButton
                    label={labels.remove}
                    name={labels.removeLabel(position)}
                    className="-ml-3 min-h-11 justify-self-start"
                    onRemove={() => {
                      removing();
                      rows.remove(index);
                    }}
                  />
                </div>
              );
            }}
          </FieldsetRows>
        )}
        <FieldError>{listError}</FieldError>
        <AddRowButton
          ref={addButton}
          label={labels.add}
          onAdd={() => rows.append({ ...emptyCredential })}
          full={full}
          fullNote={labels.maxReached}
        />
      </fieldset>
    </>
  );
}
