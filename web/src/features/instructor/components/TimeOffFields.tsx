import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddRowButton } from '@/components/forms/AddRowButton';
import { FieldsetRows } from '@/components/forms/FieldsetRows';
import { RemoveRowButton } from '@/components/forms/RemoveRowButton';
import { FieldError } from '@/components/ui/FieldError';
import { TextField } from '@/components/ui/TextField';
import { useFocusAfterRemove } from '@/lib/hooks/use-focus-after-remove';
import type { Availability } from '../api/types';
import {
  MAX_TIME_OFF,
  newTimeOff,
  NOTE_MAX_LENGTH,
  type AvailabilityInput,
} from '../availability-schema';

interface TimeOffFieldsProps {
  form: UseFormReturn<AvailabilityInput, unknown, Availability>;
  errorText: (key: string | undefined) => string | undefined;
}

/**
 * The periods off, each a group of its first and last days (included) and an optional note, up to
 * 100. A new period's first day takes the focus; a removed one gives it to "Add time off".
 */
export function TimeOffFields({ form, errorText }: TimeOffFieldsProps) {
  const { t } = useTranslation('instructor');
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const hintId = useId();
  const periods = useFieldArray({ control, name: 'timeOff' });
  const { addButton, removing } = useFocusAfterRemove(periods.fields.length);
  const listError = errorText(errors.timeOff?.message ?? errors.timeOff?.root?.message);

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="text-base font-bold text-slate-900">
        {t('availability.timeOff.heading')}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('availability.timeOff.hint')}
      </p>
      {periods.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">
          {t('availability.timeOff.none')}
        </p>
      ) : (
        <FieldsetRows
          rows={periods.fields}
          testId="time-off"
          legend={(number) => t('availability.timeOff.period', { number })}
        >
          {(index, number) => {
            const rowErrors = errors.timeOff?.[index];
            return (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  type="date"
                  required
                  label={t('availability.timeOff.startsOn')}
                  error={errorText(rowErrors?.startsOn?.message)}
                  {...register(`timeOff.${index}.startsOn`)}
                />
                <TextField
                  type="date"
                  required
                  label={t('availability.timeOff.endsOn')}
                  error={errorText(rowErrors?.endsOn?.message)}
                  {...register(`timeOff.${index}.endsOn`)}
                />
                <div className="sm:col-span-2">
                  <TextField
                    label={t('availability.timeOff.note')}
                    maxLength={NOTE_MAX_LENGTH}
                    autoComplete="off"
                    error={errorText(rowErrors?.note?.message)}
                    {...register(`timeOff.${index}.note`)}
                  />
                </div>
                <RemoveRowButton
                  label={t('availability.timeOff.remove')}
                  name={t('availability.timeOff.removeLabel', { number })}
                  className="-ml-3 min-h-11 justify-self-start"
                  onRemove={() => {
                    removing();
                    periods.remove(index);
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
        label={t('availability.timeOff.add')}
        onAdd={() => periods.append({ ...newTimeOff })}
        full={periods.fields.length >= MAX_TIME_OFF}
        fullNote={t('availability.timeOff.max')}
      />
    </fieldset>
  );
}
