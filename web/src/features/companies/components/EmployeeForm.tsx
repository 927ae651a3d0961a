import { zodResolver } from '@hookform/resolvers/zod';
import { Check, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { Alert } from '@/components/ui/Alert';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { formatWholeNumber } from '@/lib/format/number';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAddEmployee } from '../api/add-employee';
import type { Employee, Workplace } from '../api/types';
import { useUpdateEmployee } from '../api/update-employee';
import {
  employeeErrorsFromServer,
  employeeSchema,
  toNewEmployee,
  type EmployeeFormInput,
  type EmployeeFormValues,
} from '../employee-schema';
import { useErrorText } from '../use-error-text';
import { ColleagueFields } from './ColleagueFields';

const emptyEmployee: EmployeeFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  employeeNumber: '',
  workplaceId: '',
  shift: '0',
};

interface EmployeeFormProps {
  companyId: number;
  workplaces: readonly Workplace[];
  /** Given, the form changes this employee, then calls `onSaved`. */
  employee?: Employee;
  onSaved?: () => void;
}

const valuesOf = (employee: Employee): EmployeeFormInput => ({
  firstName: employee.firstName,
  lastName: employee.lastName,
  email: employee.email,
  employeeNumber: employee.employeeNumber,
  workplaceId: employee.workplaceId === null ? '' : String(employee.workplaceId),
  shift: String(employee.shift ?? 0),
});

/**
 * Adds an employee, or changes one: names, optional email and employee number, and optionally a
 * workplace (an open one, or the one they already work at), with the shift when the workplace
 * has several. The placement stays for the next employee, typed in at once.
 */
export function EmployeeForm({ companyId, workplaces, employee, onSaved }: EmployeeFormProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const errorText = useErrorText();
  const add = useAddEmployee(companyId);
  const update = useUpdateEmployee(companyId, employee?.id ?? 0);
  const save = employee ? update : add;
  const [added, setAdded] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<EmployeeFormInput, unknown, EmployeeFormValues>({
    resolver: zodResolver(employeeSchema),
    defaultValues: employee ? valuesOf(employee) : emptyEmployee,
  });
  const { register, setFocus } = form;
  const { errors } = form.formState;
  const workplaceId = useWatch({ control: form.control, name: 'workplaceId' });
  const workplace = workplaces.find((candidate) => String(candidate.id) === workplaceId);
  const severalShifts = (workplace?.shifts.length ?? 0) > 1;
  const offered = workplaces.filter(
    (option) => option.closedOn === null || option.id === employee?.workplaceId,
  );

  // Once added, the next employee's name is typed in at once (after the reset has rendered).
  useEffect(() => {
    if (added) setFocus('firstName');
  }, [added, setFocus]);

  const onSubmit = (values: EmployeeFormValues) => {
    setAdded(null);
    setFailed(false);
    save.mutate(toNewEmployee(values, workplace), {
      onSuccess: (employee) => {
        if (onSaved) {
          onSaved();
          return;
        }
        form.reset({ ...emptyEmployee, workplaceId: values.workplaceId, shift: values.shift });
        setAdded(`${employee.firstName} ${employee.lastName}`);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? employeeErrorsFromServer(error.fields) : {};
        // Without a shift to choose, a shift the server refuses is the workplace's business.
        if (fields.shift && !severalShifts) {
          fields.workplaceId ??= fields.shift;
          delete fields.shift;
        }
        if (!showServerFieldErrors(form.setError, fields)) setFailed(true);
      },
    });
  };

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit(onSubmit)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <ColleagueFields
          section="employeeForm"
          register={register}
          errors={errors}
          emailClassName="min-w-0"
        />
        <TextField
          autoComplete="off"
          label={t('employeeForm.employeeNumber')}
          error={errorText(errors.employeeNumber?.message)}
          {...register('employeeNumber')}
        />
        <SelectField
          label={t('employeeForm.workplace')}
          error={errorText(errors.workplaceId?.message)}
          {...register('workplaceId', { onChange: () => form.setValue('shift', '0') })}
        >
          <option value="">{t('employeeForm.noWorkplace')}</option>
          {offered.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.closedOn === null
                ? option.name
                : t('employeeForm.closedWorkplace', { name: option.name })}
            </option>
          ))}
        </SelectField>
        {workplace && severalShifts && (
          <SelectField
            label={t('employeeForm.shift')}
            error={errorText(errors.shift?.message)}
            {...register('shift')}
          >
            {workplace.shifts.map((workers, index) => (
              <option key={index} value={String(index)}>
                {t('employeeForm.shiftOption', {
                  number: index + 1,
                  count: workers,
                  shown: formatWholeNumber(workers, language),
                })}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {added && (
        <Alert tone="success" dismissLabel={t('dismiss')} onDismiss={() => setAdded(null)}>
          {t('employeeForm.added', { name: added })}
        </Alert>
      )}
      <FormSubmit
        error={failed && t('employeeForm.failed')}
        icon={employee ? Check : UserPlus}
        label={employee ? t('employeeForm.save') : t('employeeForm.submit')}
        busyLabel={employee ? t('employeeForm.saving') : t('employeeForm.submitting')}
        busy={save.isPending}
        className="w-full sm:w-auto"
      />
    </form>
  );
}
