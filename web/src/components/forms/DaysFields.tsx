import { useId, type ReactNode } from 'react';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { AddRowButton } from '@/components/forms/AddRowButton';
import { FieldsetRows } from '@/components/forms/FieldsetRows';
import { RemoveRowButton } from '@/components/forms/RemoveRowButton';
import { FieldError } from '@/components/ui/FieldError';
import { TextField } from '@/components/ui/TextField';
import { MAX_DAYS, nextDay, type DayInput } from '@/lib/forms/days';
import { useFocusAfterRemove } from '@/lib/hooks/use-focus-after-remove';

type DayTextKey =
  | 'days'
  | 'daysHint'
  | 'day'
  | 'date'
  | 'start'
  | 'end'
  | 'removeDay'
  | 'removeDayLabel'
  | 'addDay'
  | 'maxDays';

/**
 * The days' words from one section of a namespace: `<section>.days` (the legend), `.daysHint`,
 * `.day` and `.removeDayLabel` (with the day's `number`), `.date`, `.start`, `.end`, `.removeDay`,
 * `.addDay` and `.maxDays` (why no day can be added).
 */
export function daysFieldsTexts<Section extends string>(
  t: (key: `${Section}.${DayTextKey}`, values?: { number: number }) => string,
  section: Section,
) {
  return {
    legend: t(`${section}.days`),
    hint: t(`${section}.daysHint`),
    day: (number: number) => t(`${section}.day`, { number }),
    date: t(`${section}.date`),
    start: t(`${section}.start`),
    end: t(`${section}.end`),
    removeDay: t(`${section}.removeDay`),
    removeDayLabel: (number: number) => t(`${section}.removeDayLabel`, { number }),
    addDay: t(`${section}.addDay`),
    maxDays: t(`${section}.maxDays`),
  };
}

interface DaysFieldsProps<Input extends { days: DayInput[] }, Values extends FieldValues> {
  /** A form with these days (a session's, a quote's). */
  form: UseFormReturn<Input, unknown, Values>;
  texts: ReturnType<typeof daysFieldsTexts>;
  errorText: (key: string | undefined) => string | undefined;
  /** Earliest date offered (a class cannot be scheduled before today). */
  minDate?: string;
  /** Under the hint: what helps to fill them in (the dates the customer would like). */
  aside?: ReactNode;
}

/**
 * A class's days (1 to 14, in order), each a group of its date, start and end on the Quebec clock.
 * "Add a day" adds the next day at the same hours; a removed day gives the focus to "Add a day";
 * the last day left cannot be removed.
 */
export function DaysFields<Input extends { days: DayInput[] }, Values extends FieldValues>({
  form,
  texts,
  errorText,
  minDate,
  aside,
}: DaysFieldsProps<Input, Values>) {
  // Only the days are read here.
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = form as unknown as UseFormReturn<{ days: DayInput[] }>;
  const hintId = useId();
  const days = useFieldArray({ control, name: 'days' });
  const { addButton, removing } = useFocusAfterRemove(days.fields.length);
  const full = days.fields.length >= MAX_DAYS;
  const listError = errorText(errors.days?.message ?? errors.days?.root?.message);

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-slate-900">{texts.legend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {texts.hint}
      </p>
      {aside}
      <FieldsetRows rows={days.fields} testId="session-day" legend={texts.day}>
        {(index, number) => {
          const dayErrors = errors.days?.[index];
          return (
            <>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <TextField
                  type="date"
                  min={minDate}
                  label={texts.date}
                  error={errorText(dayErrors?.date?.message)}
                  required
                  {...register(`days.${index}.date`)}
                />
                <div className="grid grid-cols-2 gap-3 sm:contents">
                  {(['start', 'end'] as const).map((name) => (
                    <TextField
                      key={name}
                      type="time"
                      step={300}
                      label={texts[name]}
                      error={errorText(dayErrors?.[name]?.message)}
                      required
                      {...register(`days.${index}.${name}`)}
                    />
                  ))}
                </div>
              </div>
              {days.fields.length > 1 && (
                <RemoveRowButton
                  label={texts.removeDay}
                  name={texts.removeDayLabel(number)}
                  className="mt-2 -ml-2 min-h-11"
                  onRemove={() => {
                    removing();
                    days.remove(index);
                  }}
                />
              )}
            </>
          );
        }}
      </FieldsetRows>
      <FieldError>{listError}</FieldError>
      <AddRowButton
        ref={addButton}
        label={texts.addDay}
        onAdd={() => days.append(nextDay(getValues('days').at(-1)))}
        full={full}
        fullNote={texts.maxDays}
      />
    </fieldset>
  );
}
