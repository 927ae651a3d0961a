import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DaysFields, daysFieldsTexts } from '@/components/forms/DaysFields';
import { TextField } from '@/components/ui/TextField';
import { WholeNumberField } from '@/components/ui/WholeNumberField';
import type { SessionInstructor } from '../api/types';
import { MAX_CAPACITY, type SessionEditInput, type SessionEditValues } from '../schema';
import { EnrolmentFields } from './EnrolmentFields';
import { InstructorChecklist } from './InstructorChecklist';

interface SessionFieldsProps<Input extends SessionEditInput, Values extends FieldValues> {
  /** A session form: the new one has a course too, both have these fields. */
  form: UseFormReturn<Input, unknown, Values>;
  errorText: (key: string | undefined) => string | undefined;
  /** Earliest date offered (a new session cannot start before today). */
  minDate?: string;
  /** Lowest capacity offered (an existing session keeps the seats already taken). */
  minCapacity?: number;
  capacityHint?: string;
  /** The session's instructors (an edit): still listed when no longer instructors. */
  assigned?: readonly SessionInstructor[];
}

/**
 * Days and hours (Quebec time), location, capacity, minimum, language and instructors: what
 * scheduling and editing a session share.
 */
export function SessionFields<Input extends SessionEditInput, Values extends FieldValues>({
  form,
  errorText,
  minDate,
  minCapacity = 1,
  capacityHint,
  assigned,
}: SessionFieldsProps<Input, Values>) {
  const { t } = useTranslation('adminBookings');
  // Only the fields both forms have are read here.
  const shared = form as unknown as UseFormReturn<SessionEditInput, unknown, SessionEditValues>;
  const {
    register,
    control,
    formState: { errors },
  } = shared;
  return (
    <>
      <DaysFields
        form={shared}
        texts={daysFieldsTexts(t, 'sessions.form')}
        errorText={errorText}
        minDate={minDate}
      />
      <TextField
        label={t('sessions.form.location')}
        hint={t('sessions.form.locationHint')}
        error={errorText(errors.location?.message)}
        required
        maxLength={200}
        {...register('location')}
      />
      <WholeNumberField
        min={minCapacity}
        max={MAX_CAPACITY}
        label={t('sessions.form.capacity')}
        hint={capacityHint}
        error={errorText(errors.capacity?.message)}
        required
        className="max-w-40"
        {...register('capacity')}
      />
      <EnrolmentFields form={shared} errorText={errorText} />
      <Controller
        control={control}
        name="instructorIds"
        render={({ field }) => (
          <InstructorChecklist
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={errorText(errors.instructorIds?.message)}
            assigned={assigned}
          />
        )}
      />
    </>
  );
}
