import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { formatWholeNumber } from '@/lib/format/number';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCreateIncident } from '../api/create-incident';
import type { Incident } from '../api/types';
import { useUpdateIncident } from '../api/update-incident';
import {
  INCIDENT_FIELDS,
  INCIDENT_TEXT_LIMITS,
  incidentDefaults,
  incidentErrorsFromServer,
  incidentSchema,
  toIncidentRequest,
  type IncidentErrorKey,
  type IncidentInput,
  type IncidentValues,
} from '../incident-schema';

interface IncidentFormProps {
  /** The incident to correct, or null to record a new one. */
  incident: Incident | null;
  onCancel: () => void;
  onSaved: (incident: Incident) => void;
}

type TextName = keyof typeof INCIDENT_TEXT_LIMITS;
type DateName = 'occurredOn' | 'discoveredOn' | 'commissionNotifiedOn' | 'peopleNotifiedOn';

/**
 * The entry of an incident: what happened and when, to whom and to which data, the risk of
 * serious injury and its assessment, the measures taken, and when the Commission and the people
 * concerned were told.
 */
export function IncidentForm({ incident, onCancel, onSaved }: IncidentFormProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const create = useCreateIncident();
  const update = useUpdateIncident();
  const [formError, setFormError] = useState<IncidentErrorKey | null>(null);
  const today = todayInQuebec();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<IncidentInput, unknown, IncidentValues>({
    // The day is read at each submit: a form left open overnight may take today's date.
    resolver: (values, context, options) =>
      zodResolver(incidentSchema(todayInQuebec()))(values, context, options),
    defaultValues: incidentDefaults(incident, today),
  });
  const saving = create.isPending || update.isPending;

  const errorText = (name: keyof IncidentInput) => {
    const key = errors[name]?.message as IncidentErrorKey | undefined;
    if (!key) return undefined;
    const max = name in INCIDENT_TEXT_LIMITS ? INCIDENT_TEXT_LIMITS[name as TextName] : 0;
    return t(`privacy.incidents.errors.${key}`, { max: formatWholeNumber(max, language) });
  };

  const onSubmit = (values: IncidentValues) => {
    setFormError(null);
    const request = toIncidentRequest(values);
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.status === 404) {
        setFormError('notFound');
      } else if (
        !showServerFieldErrors(setError, incidentErrorsFromServer(error), INCIDENT_FIELDS)
      ) {
        setFormError('saveFailed');
      }
    };
    if (incident) {
      update.mutate({ id: incident.id, request }, { onSuccess: onSaved, onError });
    } else {
      create.mutate(request, { onSuccess: onSaved, onError });
    }
  };

  const dateField = (name: DateName, hint?: string) => (
    <TextField
      type="date"
      label={t(`privacy.incidents.form.${name}`)}
      hint={hint}
      max={today}
      required={name === 'occurredOn' || name === 'discoveredOn'}
      error={errorText(name)}
      {...register(name)}
    />
  );

  const textField = (name: TextName, hint?: string, rows = 3) => (
    <TextAreaField
      label={t(`privacy.incidents.form.${name}`)}
      hint={hint}
      rows={rows}
      maxLength={INCIDENT_TEXT_LIMITS[name]}
      required={name !== 'measures'}
      error={errorText(name)}
      {...register(name)}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <SectionCard variant="divided" title={t('privacy.incidents.form.sections.facts')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField('occurredOn')}
          {dateField('discoveredOn')}
        </div>
        {textField('description', undefined, 4)}
        {textField('peopleConcerned', t('privacy.incidents.form.peopleConcernedHint'), 2)}
        {textField('dataConcerned', t('privacy.incidents.form.dataConcernedHint'), 2)}
      </SectionCard>

      <SectionCard variant="divided" title={t('privacy.incidents.form.sections.risk')}>
        <CheckboxField
          label={t('privacy.incidents.form.seriousRisk')}
          hint={t('privacy.incidents.form.seriousRiskHint')}
          error={errorText('seriousRisk')}
          {...register('seriousRisk')}
        />
        {textField('riskAssessment', t('privacy.incidents.form.riskAssessmentHint'))}
        {textField('measures', t('privacy.incidents.form.measuresHint'))}
      </SectionCard>

      <SectionCard variant="divided" title={t('privacy.incidents.form.sections.notices')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField('commissionNotifiedOn', t('privacy.incidents.form.notifiedHint'))}
          {dateField('peopleNotifiedOn', t('privacy.incidents.form.notifiedHint'))}
        </div>
      </SectionCard>

      {formError && <Alert>{t(`privacy.incidents.errors.${formError}`)}</Alert>}
      <DialogFormActions
        cancelLabel={t('privacy.incidents.form.cancel')}
        onCancel={onCancel}
        icon={Save}
        confirmLabel={
          incident
            ? t('privacy.incidents.form.submitEdit')
            : t('privacy.incidents.form.submitCreate')
        }
        busyLabel={t('privacy.incidents.form.submitting')}
        busy={saving}
      />
    </form>
  );
}
