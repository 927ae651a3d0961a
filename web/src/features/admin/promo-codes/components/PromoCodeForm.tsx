import { RadioChoices } from '@/components/forms/RadioChoices';
import { zodResolver } from '@hookform/resolvers/zod';
import { TicketPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { TextField } from '@/components/ui/TextField';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useCreatePromoCode } from '../api/create-promo-code';
import type { PromoCode, PromoCodeRequest } from '../api/types';
import {
  DISCOUNT_KINDS,
  PROMO_CODE_FIELDS,
  PROMO_CODE_MAX_LENGTH,
  promoCodeDefaults,
  promoCodeErrorsFromServer,
  promoCodeSchema,
  type PromoCodeErrorKey,
  type PromoCodeInput,
} from '../promo-code-schema';
import { CourseChecklist } from './CourseChecklist';

interface PromoCodeFormProps {
  onCancel: () => void;
  onCreated: (code: PromoCode) => void;
}

const legendClass = 'text-sm font-semibold text-slate-900';

/**
 * A new promo code: the code, a percentage or an amount off, the courses it applies to, the days
 * it may be used and its limits of uses.
 */
export function PromoCodeForm({ onCancel, onCreated }: PromoCodeFormProps) {
  const { t } = useTranslation('admin');
  const create = useCreatePromoCode();
  const [saveFailed, setSaveFailed] = useState(false);
  const periodHintId = useId();
  const today = todayInQuebec();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    control,
    formState: { errors },
  } = useForm<PromoCodeInput, unknown, PromoCodeRequest>({
    // The day is read at each submit: a form left open overnight may end today.
    resolver: (values, context, options) =>
      zodResolver(promoCodeSchema(todayInQuebec()))(values, context, options),
    defaultValues: promoCodeDefaults(),
  });
  const kind = useWatch({ control, name: 'kind' });

  const errorText = (name: keyof PromoCodeInput) => {
    const key = errors[name]?.message as PromoCodeErrorKey | undefined;
    return key ? t(`promoCodes.errors.${key}`) : undefined;
  };

  const onSubmit = (request: PromoCodeRequest) => {
    setSaveFailed(false);
    create.mutate(request, {
      onSuccess: onCreated,
      onError: (error) => {
        const fields = promoCodeErrorsFromServer(error, getValues('kind'));
        if (!showServerFieldErrors(setError, fields, PROMO_CODE_FIELDS)) setSaveFailed(true);
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <TextField
        label={t('promoCodes.form.code')}
        hint={t('promoCodes.form.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={PROMO_CODE_MAX_LENGTH}
        required
        className="font-mono uppercase"
        error={errorText('code')}
        {...register('code')}
      />

      <fieldset className="min-w-0 space-y-3">
        <legend className={legendClass}>{t('promoCodes.form.kind')}</legend>
        <RadioChoices
          options={DISCOUNT_KINDS}
          field={register('kind')}
          label={(option) => t(`promoCodes.form.kinds.${option}`)}
        />
        <div className="max-w-xs">
          <TextField
            label={kind === 'percent' ? t('promoCodes.form.percent') : t('promoCodes.form.amount')}
            hint={
              kind === 'percent'
                ? t('promoCodes.form.percentHint')
                : t('promoCodes.form.amountHint')
            }
            inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
            autoComplete="off"
            required
            error={errorText('value')}
            {...register('value')}
          />
        </div>
      </fieldset>

      <Controller
        control={control}
        name="courseIds"
        render={({ field }) => (
          <CourseChecklist
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={errorText('courseIds')}
          />
        )}
      />

      <fieldset className="min-w-0 space-y-3" aria-describedby={periodHintId}>
        <legend className={legendClass}>{t('promoCodes.form.period')}</legend>
        <p id={periodHintId} className="text-sm text-slate-600">
          {t('promoCodes.form.periodHint')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('promoCodes.form.startsOn')}
            error={errorText('startsOn')}
            {...register('startsOn')}
          />
          <TextField
            type="date"
            label={t('promoCodes.form.endsOn')}
            min={today}
            error={errorText('endsOn')}
            {...register('endsOn')}
          />
          <TextField
            label={t('promoCodes.form.maxUses')}
            hint={t('promoCodes.form.maxUsesHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errorText('maxUses')}
            {...register('maxUses')}
          />
          <TextField
            label={t('promoCodes.form.maxUsesPerPerson')}
            hint={t('promoCodes.form.maxUsesPerPersonHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errorText('maxUsesPerPerson')}
            {...register('maxUsesPerPerson')}
          />
        </div>
      </fieldset>

      {saveFailed && <Alert>{t('promoCodes.errors.saveFailed')}</Alert>}
      <DialogFormActions
        cancelLabel={t('promoCodes.form.cancel')}
        onCancel={onCancel}
        icon={TicketPlus}
        confirmLabel={t('promoCodes.form.submit')}
        busyLabel={t('promoCodes.form.submitting')}
        busy={create.isPending}
      />
    </form>
  );
}
