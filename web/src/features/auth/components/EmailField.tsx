import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/TextField';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The account's email address. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      label={t('fields.email')}
      required
      {...props}
    />
  );
}
