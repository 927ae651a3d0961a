import { Building2, ClipboardList, LayoutDashboard, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { firstNameOf } from '@/lib/auth/display-name';
import { homePathFor } from '@/lib/auth/role-home';
import type { User } from '@/lib/auth/types';
import { useLogout } from '@/lib/auth/use-logout';
import { UserAvatar } from './UserAvatar';

interface MobileSignedInProps {
  user: User;
  linkClass: (state: { isActive: boolean }) => string;
}

/**
 * The signed-in user's entries of the mobile menu. Loaded only once someone is signed in (most
 * visitors are not), like the desktop UserMenu: the public pages' first script stays small.
 */
export function MobileSignedIn({ user, linkClass }: MobileSignedInProps) {
  const { t } = useTranslation();
  const logout = useLogout(paths.home);

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
        {user.role === 'instructor' && (
          <li>
            <NavLink to={paths.instructor.root} className={linkClass}>
              <span className="flex items-center gap-3">
                <ClipboardList aria-hidden="true" className="size-5" />
                {t('userMenu.instructor')}
              </span>
            </NavLink>
          </li>
        )}
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
