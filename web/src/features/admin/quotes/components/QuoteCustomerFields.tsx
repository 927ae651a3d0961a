import { UserRound } from 'lucide-react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceFieldset } from '@/components/forms/ChoiceFieldset';
import { RadioChoices } from '@/components/forms/RadioChoices';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextField } from '@/components/ui/TextField';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { QuoteInput } from '../api/types';
import {
  ADDRESS_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  type QuoteFormInput,
} from '../quote-form-schema';
import { CompanyPicker } from './CompanyPicker';

interface QuoteCustomerFieldsProps {
  form: UseFormReturn<QuoteFormInput, unknown, QuoteInput>;
  errorText: (key: string | undefined) => string | undefined;
  /** The company a request named, when it is not one of the office's yet. */
  suggestion?: string;
}

/**
 * Who the quote is for: the company (its address fills an empty training address when it is
 * picked), where and in which language the training is given, and who receives the quote.
 */
export function QuoteCustomerFields({ form, errorText, suggestion }: QuoteCustomerFieldsProps) {
  const { t } = useTranslation('adminQuotes');
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  // Registered before the fields below: a refused form focuses the company first.
  const { field: company } = useController({ control, name: 'company' });

  return (
    <SectionCard title={t('editor.customer')} icon={UserRound}>
      <CompanyPicker
        value={company.value}
        inputRef={company.ref}
        error={errorText(errors.company?.message)}
        suggestion={suggestion}
        onChange={(chosen) => {
          company.onChange(chosen && { id: chosen.id, name: chosen.name });
          if (chosen && !getValues('address').trim()) setValue('address', chosen.address);
        }}
      />
      <TextField
        label={t('editor.address')}
        hint={t('editor.addressHint')}
        error={errorText(errors.address?.message)}
        required
        autoComplete="off"
        maxLength={ADDRESS_MAX_LENGTH}
        {...register('address')}
      />
      <ChoiceFieldset legend={t('editor.language')} error={errorText(errors.language?.message)}>
        <RadioChoices
          options={LANGUAGES}
          field={register('language')}
          label={(code) => <span lang={code}>{t(`editor.languages.${code}`)}</span>}
        />
      </ChoiceFieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('editor.contactName')}
          error={errorText(errors.contactName?.message)}
          autoComplete="off"
          maxLength={CONTACT_NAME_MAX_LENGTH}
          {...register('contactName')}
        />
        <TextField
          type="email"
          inputMode="email"
          label={t('editor.contactEmail')}
          hint={t('editor.contactEmailHint')}
          error={errorText(errors.contactEmail?.message)}
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          {...register('contactEmail')}
        />
      </div>
    </SectionCard>
  );
}
