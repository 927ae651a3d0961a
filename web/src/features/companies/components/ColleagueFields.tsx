import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/TextField';
import { useErrorText } from '../use-error-text';

type ColleagueField = 'firstName' | 'lastName' | 'email';

interface ColleagueFieldsProps {
  /** The form's section of the namespace, which holds the three labels. */
  section: 'employeeForm' | 'teamForm';
  /** Registers one of the three fields (called in the order of the page). */
  register: (name: ColleagueField) => UseFormRegisterReturn;
  errors: Partial<Record<ColleagueField, { message?: string }>> | undefined;
  /** The email's cell in the form's grid. */
  emailClassName: string;
}

/**
 * Someone of the company the manager types in (an employee, an attendee): first and last name,
 * required, and an optional email, as cells of the form's grid. The browser fills in none of them:
 * they are not the manager's own.
 */
export function ColleagueFields({
  section,
  register,
  errors,
  emailClassName,
}: ColleagueFieldsProps) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  return (
    <>
      <TextField
        autoComplete="off"
        label={t(`${section}.firstName`)}
        error={errorText(errors?.firstName?.message)}
        required
        {...register('firstName')}
      />
      <TextField
        autoComplete="off"
        label={t(`${section}.lastName`)}
        error={errorText(errors?.lastName?.message)}
        required
        {...register('lastName')}
      />
      <div className={emailClassName}>
        <TextField
          type="email"
          inputMode="email"
          autoComplete="off"
          label={t(`${section}.email`)}
          error={errorText(errors?.email?.message)}
          {...register('email')}
        />
      </div>
    </>
  );
}
