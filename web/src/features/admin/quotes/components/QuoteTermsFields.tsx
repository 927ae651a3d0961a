import { ReceiptText } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import type { QuoteInput } from '../api/types';
import { NOTES_MAX_LENGTH, type QuoteFormInput } from '../quote-form-schema';

interface QuoteTermsFieldsProps {
  form: UseFormReturn<QuoteFormInput, unknown, QuoteInput>;
  errorText: (key: string | undefined) => string | undefined;
  /** Today in Quebec: the earliest last day to accept it. */
  minDate: string;
}

/** The last day the customer can accept the quote, and the notes printed on it. */
export function QuoteTermsFields({ form, errorText, minDate }: QuoteTermsFieldsProps) {
  const { t } = useTranslation('adminQuotes');
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <SectionCard title={t('editor.terms')} icon={ReceiptText}>
      <div className="sm:max-w-xs">
        <TextField
          type="date"
          min={minDate}
          label={t('editor.validUntil')}
          hint={t('editor.validUntilHint')}
          error={errorText(errors.validUntil?.message)}
          required
          {...register('validUntil')}
        />
      </div>
      <TextAreaField
        rows={4}
        label={t('editor.notes')}
        hint={t('editor.notesHint')}
        error={errorText(errors.notes?.message)}
        maxLength={NOTES_MAX_LENGTH}
        {...register('notes')}
      />
    </SectionCard>
  );
}
