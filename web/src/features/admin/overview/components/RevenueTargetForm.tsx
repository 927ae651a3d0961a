import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { centsToInput } from '@/lib/forms/money';
import { useLanguage } from '@/lib/i18n/use-language';
import { useUpdateRevenueTarget } from '../api/update-revenue-target';
import {
  revenueTargetSchema,
  type RevenueTargetInput,
  type RevenueTargetValues,
  type TargetErrorKey,
} from '../schema';

/** Changes the 30-day revenue target; typed in dollars, sent in integer cents. */
export function RevenueTargetForm({ targetCents }: { targetCents: number }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const update = useUpdateRevenueTarget();
  const [notice, setNotice] = useState<'saved' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RevenueTargetInput, unknown, RevenueTargetValues>({
    resolver: zodResolver(revenueTargetSchema),
    defaultValues: { amount: centsToInput(targetCents, language) },
  });

  const onSubmit = ({ amount }: RevenueTargetValues) => {
    setNotice(null);
    update.mutate(amount, {
      onSuccess: () => setNotice('saved'),
      onError: () => setNotice('failed'),
    });
  };
  const error = errors.amount?.message as TargetErrorKey | undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <TextField
            label={t('overview.target.label')}
            inputMode="decimal"
            autoComplete="off"
            error={error ? t(`overview.target.errors.${error}`) : undefined}
            {...register('amount')}
          />
        </div>
        <SubmitButton
          icon={Save}
          label={t('overview.target.submit')}
          busyLabel={t('overview.target.saving')}
          busy={update.isPending}
          variant="secondary"
          className="shrink-0"
        />
      </div>
      {notice === 'saved' && (
        <Alert
          tone="success"
          dismissLabel={t('overview.dismiss')}
          onDismiss={() => setNotice(null)}
        >
          {t('overview.target.saved')}
        </Alert>
      )}
      {notice === 'failed' && <Alert>{t('overview.target.failed')}</Alert>}
    </form>
  );
}
