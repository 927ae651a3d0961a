import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useEveryCompany, type ManagedCompany } from '@/lib/api/get-companies';
import { useAuth } from '@/lib/auth/auth-context';
import type { TrainingRequestFormInput, TrainingRequestFormValues } from '../schema';

type Form = Pick<
  UseFormReturn<TrainingRequestFormInput, unknown, TrainingRequestFormValues>,
  'register' | 'control' | 'getValues' | 'setValue'
>;

const NONE: readonly ManagedCompany[] = [];

interface CompanyFieldsProps {
  form: Form;
  companyIdError?: string;
  companyError?: string;
}

/**
 * The employer: for someone signed in who manages companies, a choice of them (the first one to
 * start with, unless a name is typed already) or another one; otherwise, its name. Choosing one
 * of them fills in its name, which goes with its id.
 */
export function CompanyFields({ form, companyIdError, companyError }: CompanyFieldsProps) {
  const { t } = useTranslation('trainingRequest');
  const { register, control, getValues, setValue } = form;
  const { user } = useAuth();
  const read = useEveryCompany(user !== null);
  const companies = (user && read.data) || NONE;
  const companyId = useWatch({ control, name: 'companyId' });
  const started = useRef(false);

  useEffect(() => {
    const chosen = getValues('companyId');
    // A company the person no longer manages (read again after a 404), or no one signed in.
    if (chosen && !companies.some((company) => String(company.id) === chosen)) {
      setValue('companyId', '');
      setValue('company', '');
    }
    const first = companies[0];
    if (started.current || !first) return;
    started.current = true;
    if (getValues('company') === '') {
      setValue('companyId', String(first.id));
      setValue('company', first.name);
    }
  }, [companies, getValues, setValue]);

  const choose = (id: string) => {
    const company = companies.find((candidate) => String(candidate.id) === id);
    setValue('company', company?.name ?? '');
  };

  return (
    <>
      {companies.length > 0 && (
        <SelectField
          label={t('fields.companyChoice')}
          hint={t('fields.companyChoiceHint')}
          error={companyIdError}
          {...register('companyId', { onChange: (event) => choose(event.target.value) })}
        >
          {companies.map((company) => (
            <option key={company.id} value={String(company.id)}>
              {company.name}
            </option>
          ))}
          <option value="">{t('fields.otherCompany')}</option>
        </SelectField>
      )}
      {companyId === '' && (
        <TextField
          autoComplete="organization"
          label={t('fields.company')}
          error={companyError}
          required
          {...register('company')}
        />
      )}
    </>
  );
}
