import { Building2, LayoutDashboard, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { firstNameOf } from '@/lib/auth/display-name';
import { homePathFor } from '@/lib/auth/role-home';
import { useLogout } from '@/lib/auth/use-logout';
import { UserAvatar } from './UserAvatar';

interface MobileAccountProps {
  linkClass: (state: { isActive: boolean }) => string;
}

/** The account part of the mobile menu: login and sign-up, or the user's entries. */
export function MobileAccount({ linkClass }: MobileAccountProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const logout = useLogout(paths.home);

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
    <div className="mt-3 border-t border-white/10 pt-3">
      <div className="flex items-center gap-3 px-3 py-2">
        <UserAvatar src={user.avatar} className="size-10" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-white">
            {firstNameOf(user, t('userMenu.account'))}
          </p>
          <p className="truncate text-sm text-slate-300">{user.email}</p>
        </div>
      </div>
      <ul className="space-y-1">
        <li>
          <NavLink to={homePathFor(user.role)} className={linkClass}>
            <span className="flex items-center gap-3">
              <LayoutDashboard aria-hidden="true" className="size-5" />
              {t('userMenu.dashboard')}
            </span>
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.companies} className={linkClass}>
            <span className="flex items-center gap-3">
              <Building2 aria-hidden="true" className="size-5" />
              {t('userMenu.companies')}
            </span>
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
            className={`${linkClass({ isActive: false })} flex w-full items-center gap-3 text-left`}
          >
            <LogOut aria-hidden="true" className="size-5" />
            {t('userMenu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
