import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddRowButton } from '@/components/forms/AddRowButton';
import { FieldsetRows } from '@/components/forms/FieldsetRows';
import { RemoveRowButton } from '@/components/forms/RemoveRowButton';
import { FieldError } from '@/components/ui/FieldError';
import { TextField } from '@/components/ui/TextField';
import { useFocusAfterRemove } from '@/lib/hooks/use-focus-after-remove';
import { addDays } from '../calendar-period';
import { MAX_DAYS, type SessionEditInput, type SessionEditValues } from '../schema';

interface SessionDaysFieldsProps {
  /** A session form: both have these days. */
  form: UseFormReturn<SessionEditInput, unknown, SessionEditValues>;
  errorText: (key: string | undefined) => string | undefined;
  /** Earliest date offered (a new session cannot start before today). */
  minDate?: string;
}

/** The day after the last one, at its hours: a course given on days in a row. */
function nextDay(last: SessionEditInput['days'][number] | undefined) {
  return {
    date: last && /^\d{4}-\d{2}-\d{2}$/.test(last.date) ? addDays(last.date, 1) : '',
    start: last?.start ?? '09:00',
    end: last?.end ?? '16:00',
  };
}

/**
 * The session's days (1 to 14, in order), each a group of its date, start and end on the Quebec
 * clock. "Add a day" adds the next day at the same hours and focuses its date; a removed day gives
 * the focus to "Add a day"; the last day left cannot be removed.
 */
export function SessionDaysFields({ form, errorText, minDate }: SessionDaysFieldsProps) {
  const { t } = useTranslation('adminBookings');
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = form;
  const hintId = useId();
  const days = useFieldArray({ control, name: 'days' });
  const { addButton, removing } = useFocusAfterRemove(days.fields.length);
  const full = days.fields.length >= MAX_DAYS;
  const listError = errorText(errors.days?.message ?? errors.days?.root?.message);

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-slate-900">{t('sessions.form.days')}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('sessions.form.daysHint')}
      </p>
      <FieldsetRows
        rows={days.fields}
        testId="session-day"
        legend={(number) => t('sessions.form.day', { number })}
      >
        {(index, number) => {
          const dayErrors = errors.days?.[index];
          return (
            <>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <TextField
                  type="date"
                  min={minDate}
                  label={t('sessions.form.date')}
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
                      label={t(`sessions.form.${name}`)}
                      error={errorText(dayErrors?.[name]?.message)}
                      required
                      {...register(`days.${index}.${name}`)}
                    />
                  ))}
                </div>
              </div>
              {days.fields.length > 1 && (
                <RemoveRowButton
                  label={t('sessions.form.removeDay')}
                  name={t('sessions.form.removeDayLabel', { number })}
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
        label={t('sessions.form.addDay')}
        onAdd={() => days.append(nextDay(getValues('days').at(-1)))}
        full={full}
        fullNote={t('sessions.form.maxDays')}
      />
    </fieldset>
  );
}
