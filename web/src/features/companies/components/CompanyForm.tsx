import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { LANGUAGES } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCreateCompany } from '../api/create-company';
import type { Company } from '../api/types';
import {
  companyErrorsFromServer,
  companyFields,
  companySchema,
  toNewCompany,
  type CompanyFormInput,
  type CompanyFormValues,
} from '../company-schema';
import { useErrorText } from '../use-error-text';

/** The id of the form's first field: the empty list's button brings the focus there. */
export const COMPANY_NAME_FIELD = 'company-name';

/** Name, address, billing email, NEQ, purchase order and invoice language of a new company. */
export function CompanyForm({ onCreated }: { onCreated: (company: Company) => void }) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const language = useLanguage();
  const create = useCreateCompany();
  const [formError, setFormError] = useState<'failed' | 'rateLimited' | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CompanyFormInput, unknown, CompanyFormValues>({
    resolver: zodResolver(companySchema),
    defaultValues: {
      name: '',
      address: '',
      billingEmail: '',
      neq: '',
      purchaseOrder: '',
      language,
    },
  });

  const onSubmit = (values: CompanyFormValues) => {
    setFormError(null);
    create.mutate(toNewCompany(values), {
      onSuccess: (answer) => onCreated(answer.company),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          setFormError('rateLimited');
          return;
        }
        const fields = error instanceof ApiError ? companyErrorsFromServer(error.fields) : {};
        if (!showServerFieldErrors(setError, fields, companyFields)) setFormError('failed');
      },
    });
  };

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <TextField
        id={COMPANY_NAME_FIELD}
        autoComplete="organization"
        label={t('create.name')}
        error={errorText(errors.name?.message)}
        required
        {...register('name')}
      />
      <TextField
        autoComplete="street-address"
        label={t('create.address')}
        error={errorText(errors.address?.message)}
        required
        {...register('address')}
      />
      <TextField
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('create.billingEmail')}
        error={errorText(errors.billingEmail?.message)}
        required
        {...register('billingEmail')}
      />
      <TextField
        inputMode="numeric"
        autoComplete="off"
        label={t('create.neq')}
        hint={t('create.neqHint')}
        error={errorText(errors.neq?.message)}
        {...register('neq')}
      />
      <TextField
        autoComplete="off"
        label={t('create.purchaseOrder')}
        hint={t('create.purchaseOrderHint')}
        error={errorText(errors.purchaseOrder?.message)}
        {...register('purchaseOrder')}
      />
      <SelectField
        label={t('create.language')}
        error={errorText(errors.language?.message)}
        {...register('language')}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </SelectField>
      <FormSubmit
        error={formError && t(`create.${formError}`)}
        icon={Building2}
        label={t('create.submit')}
        busyLabel={t('create.submitting')}
        busy={create.isPending}
      />
    </form>
  );
}
