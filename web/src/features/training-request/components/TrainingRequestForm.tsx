import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CharacterCount } from '@/components/CharacterCount';
import { AccountPrefill } from '@/components/forms/AccountPrefill';
import { ChoiceFieldset } from '@/components/forms/ChoiceFieldset';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { Honeypot } from '@/components/forms/Honeypot';
import { PersonFields } from '@/components/forms/PersonFields';
import { RadioChoices } from '@/components/forms/RadioChoices';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { WholeNumberField } from '@/components/ui/WholeNumberField';
import { site } from '@/config/site';
import { courseKeys } from '@/lib/api/course-keys';
import { managedCompaniesKeys } from '@/lib/api/get-companies';
import { personFieldLabels, registerPersonFields } from '@/lib/forms/person-fields';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { LANGUAGES } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCreateTrainingRequest, type TrainingRequest } from '../api/create-training-request';
import { trainingRequestErrorOutcome } from '../errors';
import {
  DATES_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  toTrainingRequest,
  trainingRequestFields,
  trainingRequestSchema,
  type TrainingRequestErrorKey,
  type TrainingRequestFormInput,
  type TrainingRequestFormValues,
} from '../schema';
import { CompanyFields } from './CompanyFields';
import { CourseChoice } from './CourseChoice';

/**
 * The request for a training at the employer's: the courses and the group, the company, whom to
 * answer. The contact starts with the signed-in person's details; the news box starts unticked.
 */
export function TrainingRequestForm({ onSent }: { onSent: (request: TrainingRequest) => void }) {
  const { t } = useTranslation('trainingRequest');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const create = useCreateTrainingRequest();
  const [problem, setProblem] = useState<TrainingRequestErrorKey | null>(null);
  const form = useForm<TrainingRequestFormInput, unknown, TrainingRequestFormValues>({
    resolver: zodResolver(trainingRequestSchema),
    // The fields register out of the page's order (the courses' and the company's in their own
    // components): onInvalid focuses the first one in error.
    shouldFocusError: false,
    defaultValues: {
      courseIds: [],
      people: '',
      language,
      address: '',
      preferredDates: '',
      companyId: '',
      company: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      message: '',
      newsConsent: false,
      website: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    getValues,
    setValue,
    setFocus,
    formState: { errors },
  } = form;
  const messageLength = useWatch({ control, name: 'message' }).length;
  const errorText = (key: string | undefined) =>
    key ? t(`errors.${key as TrainingRequestErrorKey}`) : undefined;

  const onSubmit = (values: TrainingRequestFormValues) => {
    setProblem(null);
    create.mutate(toTrainingRequest(values), {
      onSuccess: onSent,
      onError: (error) => {
        const outcome = trainingRequestErrorOutcome(error, values.companyId !== '');
        showServerFieldErrors(setError, outcome.fields, trainingRequestFields);
        setProblem(outcome.form);
        if (outcome.refresh === 'courses') {
          void queryClient.invalidateQueries({ queryKey: courseKeys.all });
        }
        if (outcome.refresh === 'companies') {
          void queryClient.invalidateQueries({ queryKey: managedCompaniesKeys.list });
        }
      },
    });
  };

  const onInvalid = (found: FieldErrors<TrainingRequestFormInput>) => {
    const first = trainingRequestFields.find((name) => found[name]);
    if (first) setFocus(first);
  };

  return (
    <form noValidate className="space-y-6" onSubmit={handleSubmit(onSubmit, onInvalid)}>
      <SectionCard title={t('sections.training')}>
        <CourseChoice
          control={control}
          getValues={getValues}
          setValue={setValue}
          error={errorText(errors.courseIds?.message)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <WholeNumberField
            label={t('fields.people')}
            min={1}
            max={500}
            required
            error={errorText(errors.people?.message)}
            {...register('people')}
          />
          <ChoiceFieldset legend={t('fields.language')} error={errorText(errors.language?.message)}>
            <RadioChoices
              options={LANGUAGES}
              field={register('language')}
              label={(code) => t(`languages.${code}`)}
            />
          </ChoiceFieldset>
        </div>
        <TextField
          autoComplete="street-address"
          label={t('fields.address')}
          hint={t('fields.addressHint')}
          error={errorText(errors.address?.message)}
          required
          {...register('address')}
        />
        <TextAreaField
          label={t('fields.preferredDates')}
          hint={t('fields.preferredDatesHint')}
          error={errorText(errors.preferredDates?.message)}
          rows={3}
          maxLength={DATES_MAX_LENGTH}
          required
          {...register('preferredDates')}
        />
      </SectionCard>

      <SectionCard title={t('sections.company')}>
        <CompanyFields
          form={form}
          companyIdError={errorText(errors.companyId?.message)}
          companyError={errorText(errors.company?.message)}
        />
      </SectionCard>

      <SectionCard title={t('sections.contact')}>
        <AccountPrefill getValues={getValues} setValue={setValue} />
        <div className="grid gap-5 sm:grid-cols-2">
          <PersonFields
            labels={personFieldLabels(t, 'fields')}
            hints={{ email: t('fields.emailHint') }}
            fields={registerPersonFields(register)}
            error={(name) => errorText(errors[name]?.message)}
          />
        </div>
        <TextAreaField
          label={t('fields.message')}
          hint={t('fields.messageHint')}
          error={errorText(errors.message?.message)}
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          aside={<CharacterCount count={messageLength} max={MESSAGE_MAX_LENGTH} />}
          {...register('message')}
        />
        <CheckboxField
          label={t('fields.newsConsent', { company: t('brand.name', { ns: 'common' }) })}
          {...register('newsConsent')}
        />
        <Honeypot {...register('website')} />
      </SectionCard>

      <FormSubmit
        error={problem && t(`errors.${problem}`, { email: site.email })}
        icon={Send}
        label={t('submit.label')}
        busyLabel={t('submit.busy')}
        busy={create.isPending}
        atEnd
      />
      <p className="text-sm text-slate-600 sm:text-right">{t('submit.privacy')}</p>
    </form>
  );
}
