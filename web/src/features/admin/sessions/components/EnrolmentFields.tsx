import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceFieldset } from '@/components/forms/ChoiceFieldset';
import { RadioChoices } from '@/components/forms/RadioChoices';
import { WholeNumberField } from '@/components/ui/WholeNumberField';
import { SESSION_LANGUAGES } from '../enrolment-schema';
import { MAX_CAPACITY, type SessionEditInput, type SessionEditValues } from '../schema';

interface EnrolmentFieldsProps {
  /** A session form: both have these fields. */
  form: UseFormReturn<SessionEditInput, unknown, SessionEditValues>;
  errorText: (key: string | undefined) => string | undefined;
}

/**
 * The session's minimum of seats (0: none) and, with one, how many hours before its first day it
 * is decided; then the language it is taught in.
 */
export function EnrolmentFields({ form, errorText }: EnrolmentFieldsProps) {
  const { t } = useTranslation('adminBookings');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const minimum = useWatch({ control, name: 'minimumSeats' });
  const withMinimum = /^\s*\d+\s*$/.test(minimum) && Number(minimum) > 0;
  const languageError = errorText(errors.language?.message);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          min={0}
          max={MAX_CAPACITY}
          label={t('sessions.form.minimumSeats')}
          hint={t('sessions.form.minimumSeatsHint')}
          error={errorText(errors.minimumSeats?.message)}
          className="max-w-40"
          {...register('minimumSeats')}
        />
        {withMinimum && (
          <WholeNumberField
            min={1}
            max={720}
            label={t('sessions.form.decisionHours')}
            hint={t('sessions.form.decisionHoursHint')}
            error={errorText(errors.decisionHoursBefore?.message)}
            className="max-w-40"
            {...register('decisionHoursBefore')}
          />
        )}
      </div>
      <ChoiceFieldset legend={t('sessions.form.language')} error={languageError}>
        <RadioChoices
          options={SESSION_LANGUAGES}
          field={register('language')}
          label={(language) => t(`sessions.form.languageChoices.${language}`)}
        />
      </ChoiceFieldset>
    </>
  );
}
