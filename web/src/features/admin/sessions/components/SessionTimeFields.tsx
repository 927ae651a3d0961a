import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/TextField';
import { WholeNumberField } from '@/components/ui/WholeNumberField';
import { MAX_CAPACITY } from '../schema';

type TimeFieldName = 'date' | 'start' | 'end' | 'location' | 'capacity';

interface SessionTimeFieldsProps {
  /** The form's register: both session forms have these five fields (the new one has a course too). */
  register: (name: TimeFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<TimeFieldName, { message?: string }>>;
  errorText: (key: string | undefined) => string | undefined;
  /** Earliest date offered (a new session cannot start before today). */
  minDate?: string;
  /** Lowest capacity offered (an existing session keeps the seats already taken). */
  minCapacity?: number;
  capacityHint?: string;
}

/** Date, start and end (Quebec time), location and capacity: what scheduling and editing share. */
export function SessionTimeFields({
  register,
  errors,
  errorText,
  minDate,
  minCapacity = 1,
  capacityHint,
}: SessionTimeFieldsProps) {
  const { t } = useTranslation('adminBookings');
  return (
    <>
      <TextField
        type="date"
        min={minDate}
        label={t('sessions.form.date')}
        error={errorText(errors.date?.message)}
        required
        {...register('date')}
      />
      <div className="grid grid-cols-2 gap-4">
        {(['start', 'end'] as const).map((name) => (
          <TextField
            key={name}
            type="time"
            step={300}
            label={t(`sessions.form.${name}`)}
            error={errorText(errors[name]?.message)}
            required
            {...register(name)}
          />
        ))}
      </div>
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
    </>
  );
}
