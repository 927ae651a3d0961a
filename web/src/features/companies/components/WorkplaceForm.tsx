import { zodResolver } from '@hookform/resolvers/zod';
import { Check, MapPinPlus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useAddWorkplace } from '../api/add-workplace';
import type { Workplace } from '../api/types';
import { useUpdateWorkplace } from '../api/update-workplace';
import { useErrorText } from '../use-error-text';
import {
  MAX_SHIFTS,
  toNewWorkplace,
  workplaceErrorsFromServer,
  workplaceFormValuesOf,
  workplaceSchema,
  type WorkplaceFormInput,
  type WorkplaceFormValues,
} from '../workplace-schema';

const SECTORS = workplaceSchema.shape.sector.options;

const emptyWorkplace: WorkplaceFormInput = {
  name: '',
  address: '',
  sector: 'establishment',
  shifts: [{ workers: '' }],
};

interface WorkplaceFormProps {
  companyId: number;
  /** Given, the form changes this workplace, then calls `onSaved`. */
  workplace?: Workplace;
  onSaved?: (saved: Workplace) => void;
}

/**
 * Adds a workplace, or changes one: its name, address, sector, and the workers of each of its 1
 * to 4 shifts.
 */
export function WorkplaceForm({ companyId, workplace, onSaved }: WorkplaceFormProps) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const hintId = useId();
  const add = useAddWorkplace(companyId);
  const update = useUpdateWorkplace(companyId, workplace?.id ?? 0);
  const save = workplace ? update : add;
  const [added, setAdded] = useState<string | null>(null);
  const [formError, setFormError] = useState<'failed' | 'saveFailed' | 'tooMany' | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<WorkplaceFormInput, unknown, WorkplaceFormValues>({
    resolver: zodResolver(workplaceSchema),
    defaultValues: workplace ? workplaceFormValuesOf(workplace) : emptyWorkplace,
  });
  const shifts = useFieldArray({ control, name: 'shifts' });
  const addShiftButton = useRef<HTMLButtonElement>(null);
  // A removed shift takes its button with it: the focus goes to "Add a shift" instead.
  const removedShift = useRef(false);
  useEffect(() => {
    if (!removedShift.current) return;
    removedShift.current = false;
    addShiftButton.current?.focus();
  }, [shifts.fields.length]);

  const onSubmit = (values: WorkplaceFormValues) => {
    setAdded(null);
    setFormError(null);
    save.mutate(toNewWorkplace(values), {
      onSuccess: (saved) => {
        if (onSaved) {
          onSaved(saved);
          return;
        }
        reset(emptyWorkplace);
        setAdded(saved.name);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'too-many-workplaces') {
          setFormError('tooMany');
          return;
        }
        const fields = error instanceof ApiError ? workplaceErrorsFromServer(error.fields) : {};
        if (!showServerFieldErrors(setError, fields)) {
          setFormError(workplace ? 'saveFailed' : 'failed');
        }
      },
    });
  };

  const shiftsError = errors.shifts?.message ?? errors.shifts?.root?.message;

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          autoComplete="off"
          label={t('workplaceForm.name')}
          error={errorText(errors.name?.message)}
          required
          {...register('name')}
        />
        <SelectField
          label={t('workplaceForm.sector')}
          error={errorText(errors.sector?.message)}
          {...register('sector')}
        >
          {SECTORS.map((sector) => (
            <option key={sector} value={sector}>
              {t(`sectors.${sector}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        autoComplete="street-address"
        label={t('workplaceForm.address')}
        error={errorText(errors.address?.message)}
        {...register('address')}
      />
      <fieldset aria-describedby={hintId} className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">
          {t('workplaceForm.shifts')}
        </legend>
        <p id={hintId} className="text-sm text-slate-600">
          {t('workplaceForm.shiftsHint')}
        </p>
        <ol className="grid gap-4 sm:grid-cols-2">
          {shifts.fields.map((field, index) => (
            <li key={field.id} data-testid="shift-field" className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  inputMode="numeric"
                  autoComplete="off"
                  label={t('workplaceForm.shiftWorkers', { number: index + 1 })}
                  error={errorText(errors.shifts?.[index]?.workers?.message)}
                  required
                  {...register(`shifts.${index}.workers`)}
                />
              </div>
              {shifts.fields.length > 1 && (
                <Button
                  variant="ghost"
                  className="mt-[1.625rem] shrink-0 px-3"
                  aria-label={t('workplaceForm.removeShift', { number: index + 1 })}
                  onClick={() => {
                    removedShift.current = true;
                    shifts.remove(index);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </Button>
              )}
            </li>
          ))}
        </ol>
        <FieldError>{errorText(shiftsError)}</FieldError>
        {shifts.fields.length < MAX_SHIFTS && (
          <Button
            ref={addShiftButton}
            variant="secondary"
            size="sm"
            onClick={() => shifts.append({ workers: '' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('workplaceForm.addShift')}
          </Button>
        )}
      </fieldset>
      {added && (
        <Alert tone="success" dismissLabel={t('dismiss')} onDismiss={() => setAdded(null)}>
          {t('workplaceForm.added', { name: added })}
        </Alert>
      )}
      <FormSubmit
        error={formError && t(`workplaceForm.${formError}`)}
        icon={workplace ? Check : MapPinPlus}
        label={workplace ? t('workplaceForm.save') : t('workplaceForm.submit')}
        busyLabel={workplace ? t('workplaceForm.saving') : t('workplaceForm.submitting')}
        busy={save.isPending}
        className="w-full sm:w-auto"
      />
    </form>
  );
}
