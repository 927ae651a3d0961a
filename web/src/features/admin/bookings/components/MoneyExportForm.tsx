import { zodResolver } from '@hookform/resolvers/zod';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { downloadMoneyCsv } from '../api/export-money';
import { moneyExportSchema, type MoneyExportValues } from '../export-schema';
import { saveFile } from '@/lib/save-file';

type ExportErrorKey = 'dateInvalid' | 'beforeStart';

/** The accountant's export: every receipt and credit note of a date range, as CSV. */
export function MoneyExportForm() {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const today = todayInQuebec();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MoneyExportValues>({
    resolver: zodResolver(moneyExportSchema),
    defaultValues: { from: `${today.slice(0, 8)}01`, to: today, lang: language },
  });
  const errorText = (key: string | undefined) =>
    key ? t(`export.errors.${key as ExportErrorKey}`) : undefined;

  async function onSubmit(values: MoneyExportValues) {
    setFailed(false);
    setProgress(null);
    try {
      const file = await downloadMoneyCsv(values, setProgress);
      saveFile(file.blob, file.filename);
    } catch {
      setFailed(true);
    } finally {
      setProgress(undefined);
    }
  }

  const percent = progress === null || progress === undefined ? null : Math.round(progress * 100);
  return (
    <SectionCard
      title={t('export.title')}
      description={t('export.description')}
      icon={FileSpreadsheet}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            type="date"
            label={t('export.from')}
            error={errorText(errors.from?.message)}
            {...register('from')}
          />
          <TextField
            type="date"
            label={t('export.to')}
            error={errorText(errors.to?.message)}
            {...register('to')}
          />
          <SelectField label={t('export.spreadsheet')} {...register('lang')}>
            <option value="fr">{t('export.french')}</option>
            <option value="en">{t('export.english')}</option>
          </SelectField>
        </div>
        <SubmitButton
          icon={FileSpreadsheet}
          label={t('export.submit')}
          busyLabel={t('export.preparing')}
          busy={isSubmitting}
          variant="secondary"
        />
        {progress !== undefined && (
          <div role="status" className="space-y-1 text-sm text-slate-700">
            <p>{percent === null ? t('export.preparing') : t('export.received', { percent })}</p>
            <progress
              className="h-2 w-full accent-brand-700"
              max={100}
              value={percent ?? undefined}
              aria-label={t('export.progress')}
            />
          </div>
        )}
        {failed && <Alert>{t('export.failed')}</Alert>}
      </form>
    </SectionCard>
  );
}
