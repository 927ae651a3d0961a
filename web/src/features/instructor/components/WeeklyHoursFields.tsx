import { useEffect, useId, useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddRowButton } from '@/components/forms/AddRowButton';
import { RemoveRowButton } from '@/components/forms/RemoveRowButton';
import { FieldError } from '@/components/ui/FieldError';
import { TextField } from '@/components/ui/TextField';
import type { Availability } from '../api/types';
import {
  MAX_WEEKLY_RANGES,
  newRange,
  WEEKDAYS,
  type AvailabilityInput,
} from '../availability-schema';

interface WeeklyHoursFieldsProps {
  form: UseFormReturn<AvailabilityInput, unknown, Availability>;
  errorText: (key: string | undefined) => string | undefined;
}

type Weekday = (typeof WEEKDAYS)[number];

/**
 * The week, Monday to Sunday, each day a group of its ranges of hours ("De", "À"), added and
 * removed one by one; the ranges stay in the list grouped by day, so the server's `weekly[i]` is
 * the form's. A new range takes the focus; a removed one gives it to its day's "Add a range". A
 * day without a range says what it means: free when no hours are stated at all, else unavailable.
 */
export function WeeklyHoursFields({ form, errorText }: WeeklyHoursFieldsProps) {
  const { t } = useTranslation('instructor');
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const hintId = useId();
  const ranges = useFieldArray({ control, name: 'weekly' });
  const addButtons = useRef(new Map<number, HTMLButtonElement>());
  const removedFrom = useRef<number | null>(null);
  const count = ranges.fields.length;
  useEffect(() => {
    if (removedFrom.current === null) return;
    addButtons.current.get(removedFrom.current)?.focus();
    removedFrom.current = null;
  }, [count]);

  const full = count >= MAX_WEEKLY_RANGES;
  const listError = errorText(errors.weekly?.message ?? errors.weekly?.root?.message);

  /** Where a new range of `weekday` goes: after the ranges of its day and of the days before. */
  const addTo = (weekday: Weekday) => {
    const at = ranges.fields.filter((range) => range.weekday <= weekday).length;
    ranges.insert(at, newRange(weekday));
  };

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="text-base font-bold text-slate-900">
        {t('availability.weekly.heading')}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('availability.weekly.hint')}
      </p>
      {count === 0 && (
        <p className="rounded-lg bg-success-50 px-3 py-2 text-sm font-semibold text-success-600">
          {t('availability.weekly.noneStated')}
        </p>
      )}
      <ul className="divide-y divide-surface-strong rounded-xl border border-surface-strong">
        {WEEKDAYS.map((weekday) => {
          const day = t(`availability.days.${weekday}`);
          const inSentence = t(`availability.daysInSentence.${weekday}`);
          const rows = ranges.fields
            .map((range, index) => ({ range, index }))
            .filter(({ range }) => range.weekday === weekday);
          return (
            <li key={weekday} className="p-3 sm:p-4">
              <fieldset className="min-w-0 space-y-2" data-testid={`weekday-${weekday}`}>
                <legend className="text-sm font-semibold text-slate-900">{day}</legend>
                {rows.length === 0 && (
                  <p className="text-sm text-slate-600">
                    {t(
                      count === 0 ? 'availability.weekly.free' : 'availability.weekly.unavailable',
                    )}
                  </p>
                )}
                {rows.map(({ range, index }, position) => {
                  const rowErrors = errors.weekly?.[index];
                  const number = position + 1;
                  return (
                    <div
                      key={range.id}
                      role="group"
                      aria-label={t('availability.weekly.range', { day, number })}
                      className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-3 sm:grid-cols-[10rem_10rem_auto]"
                    >
                      {(['start', 'end'] as const).map((name) => (
                        <TextField
                          key={name}
                          type="time"
                          step={300}
                          required
                          label={t(`availability.weekly.${name}`)}
                          error={errorText(rowErrors?.[name]?.message)}
                          {...register(`weekly.${index}.${name}`)}
                        />
                      ))}
                      <RemoveRowButton
                        label={t('availability.weekly.remove')}
                        name={t('availability.weekly.removeLabel', { number, day: inSentence })}
                        className="col-span-2 -ml-3 min-h-11 justify-self-start sm:col-span-1 sm:mt-7 sm:ml-0"
                        onRemove={() => {
                          removedFrom.current = weekday;
                          ranges.remove(index);
                        }}
                      />
                    </div>
                  );
                })}
                <AddRowButton
                  ref={(button) => {
                    if (button) addButtons.current.set(weekday, button);
                    else addButtons.current.delete(weekday);
                  }}
                  label={t('availability.weekly.add')}
                  name={t('availability.weekly.addLabel', { day: inSentence })}
                  onAdd={() => addTo(weekday)}
                  full={full}
                  fullNote={t('availability.weekly.max')}
                />
              </fieldset>
            </li>
          );
        })}
      </ul>
      <FieldError>{listError}</FieldError>
    </fieldset>
  );
}
