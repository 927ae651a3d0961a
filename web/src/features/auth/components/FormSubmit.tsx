import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { AuthMessage } from '../errors';
import { useErrorText } from '../use-error-text';
import { FormAlert } from './FormAlert';

interface FormSubmitProps {
  /** Whose `submit` and `submitting` texts the button shows. */
  form: 'login' | 'signup' | 'forgotPassword' | 'resetPassword';
  icon: LucideIcon;
  busy: boolean;
  /** The message about the whole form, shown above the button. */
  error: AuthMessage | null;
}

/** The end of an auth form: its error, if any, then its one primary action. */
export function FormSubmit({ form, icon, busy, error }: FormSubmitProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  return (
    <>
      {error && <FormAlert>{errorText(error)}</FormAlert>}
      <SubmitButton
        icon={icon}
        label={t(`${form}.submit`)}
        busyLabel={t(`${form}.submitting`)}
        busy={busy}
        className="w-full"
      />
    </>
  );
}
