import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

const MobileSignedIn = lazy(() =>
  import('./MobileSignedIn').then((module) => ({ default: module.MobileSignedIn })),
);

interface MobileAccountProps {
  linkClass: (state: { isActive: boolean }) => string;
}

/** The account part of the mobile menu: login and sign-up, or the user's entries. */
export function MobileAccount({ linkClass }: MobileAccountProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();

  if (isLoading) return null;

  if (!user) {
    return (
      <>
        <ul className="mt-1 space-y-1">
          <li>
            <NavLink to={paths.login} className={linkClass}>
              {t('nav.login')}
            </NavLink>
          </li>
        </ul>
        <ButtonLink to={paths.signup} className="mt-3 w-full">
          {t('nav.signup')}
        </ButtonLink>
      </>
    );
  }

  return (
    <Suspense fallback={null}>
      <MobileSignedIn user={user} linkClass={linkClass} />
    </Suspense>
  );
}
