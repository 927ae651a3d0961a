import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { Alert } from '@/components/ui/Alert';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import type { Availability } from '../api/types';
import { useUpdateAvailability } from '../api/update-availability';
import {
  availabilityDefaults,
  availabilityErrorsFromServer,
  availabilitySchema,
  type AvailabilityErrorKey,
  type AvailabilityInput,
} from '../availability-schema';
import { TimeOffFields } from './TimeOffFields';
import { WeeklyHoursFields } from './WeeklyHoursFields';

/**
 * The instructor's weekly hours and time off, saved together with PUT
 * /api/instructor/availability; the server's refusals show on their fields.
 */
export function AvailabilityForm({ availability }: { availability: Availability }) {
  const { t } = useTranslation('instructor');
  const update = useUpdateAvailability();
  const [saveFailed, setSaveFailed] = useState(false);
  const form = useForm<AvailabilityInput, unknown, Availability>({
    resolver: zodResolver(availabilitySchema),
    defaultValues: availabilityDefaults(availability),
  });
  const errorText = (key: string | undefined) =>
    key ? t(`availability.errors.${key as AvailabilityErrorKey}`) : undefined;

  const onSubmit = (request: Availability) => {
    setSaveFailed(false);
    update.mutate(request, {
      onSuccess: (saved) => form.reset(availabilityDefaults(saved)),
      onError: (error) => {
        if (!showServerFieldErrors(form.setError, availabilityErrorsFromServer(error))) {
          setSaveFailed(true);
        }
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onChange={() => update.isSuccess && update.reset()}
      className="space-y-8"
    >
      <WeeklyHoursFields form={form} errorText={errorText} />
      <TimeOffFields form={form} errorText={errorText} />
      {update.isSuccess && <Alert tone="success">{t('availability.saved')}</Alert>}
      <FormSubmit
        error={saveFailed && t('availability.saveFailed')}
        icon={Save}
        label={t('availability.save')}
        busyLabel={t('availability.saving')}
        busy={update.isPending}
        atEnd
      />
    </form>
  );
}
