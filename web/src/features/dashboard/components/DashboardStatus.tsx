import { LogIn, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';

interface RetryAlertProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed or too slow read, with a Retry button. */
export function RetryAlert({ message, onRetry, retrying = false }: RetryAlertProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
          {t('states.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** The dashboard without a session, with the way to the login page. */
export function LoggedOut() {
  const { t } = useTranslation('dashboard');
  return (
    <Alert
      tone="info"
      action={
        <ButtonLink to={paths.login} size="sm">
          <LogIn aria-hidden="true" className="size-4" />
          {t('states.logIn')}
        </ButtonLink>
      }
    >
      {t('states.loggedOut')}
    </Alert>
  );
}
