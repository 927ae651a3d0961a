import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

type Name = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  labels: Record<Name, string>;
  fields: Record<Name, UseFormRegisterReturn>;
  errors: Partial<Record<Name, string>>;
}

/** A new password with its rules, then the same password again. */
export function NewPasswordFields({ labels, fields, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        autoComplete="new-password"
        label={labels.password}
        hint={t('fields.passwordHint')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
        error={errors.password}
        required
        {...fields.password}
      />
      <PasswordField
        autoComplete="new-password"
        label={labels.confirmPassword}
        showLabel={t('fields.showConfirmPassword')}
        hideLabel={t('fields.hideConfirmPassword')}
        error={errors.confirmPassword}
        required
        {...fields.confirmPassword}
      />
    </>
  );
}
