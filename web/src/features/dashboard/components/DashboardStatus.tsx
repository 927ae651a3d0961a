import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';

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
