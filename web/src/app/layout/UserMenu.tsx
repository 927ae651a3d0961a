import { Building2, ChevronDown, ClipboardList, LayoutDashboard, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMenuButton } from '@/components/ui/use-menu-button';
import { paths } from '@/config/paths';
import { firstNameOf, fullNameOf } from '@/lib/auth/display-name';
import { homePathFor } from '@/lib/auth/role-home';
import type { User } from '@/lib/auth/types';
import { useLogout } from '@/lib/auth/use-logout';
import { UserAvatar } from './UserAvatar';

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 focus:bg-slate-100';

/**
 * The signed-in user's menu (menu button pattern): arrows move between items, Escape closes
 * and gives focus back to the button, leaving the menu closes it.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout(paths.home);
  // Open on the page where it was opened: another page closes it.
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton({ scope: pathname });

  const fullName = fullNameOf(user);
  const links = [
    { to: homePathFor(user.role), icon: LayoutDashboard, label: t('userMenu.dashboard') },
    ...(user.role === 'instructor'
      ? [{ to: paths.instructor.root, icon: ClipboardList, label: t('userMenu.instructor') }]
      : []),
    { to: paths.companies, icon: Building2, label: t('userMenu.companies') },
  ];

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        {...buttonProps}
        className="flex min-h-10 items-center gap-2 rounded-lg py-1 pr-2 pl-1 text-sm font-semibold text-white hover:bg-white/10"
      >
        <UserAvatar src={user.avatar} />
        <span className="max-w-[9rem] truncate">{firstNameOf(user, t('userMenu.account'))}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white py-2 text-slate-900 shadow-lg [&_*:focus-visible]:outline-brand-600">
          <div className="border-b border-slate-100 px-4 pt-1 pb-3">
            {fullName && <p className="truncate font-semibold">{fullName}</p>}
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
          <ul {...menuProps} className="pt-2">
            {links.map(({ to, icon: Icon, label }) => (
              <li key={to} role="none">
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  to={to}
                  onClick={() => close()}
                  className={itemClass}
                >
                  <Icon aria-hidden="true" className="size-4 text-slate-500" />
                  {label}
                </Link>
              </li>
            ))}
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={logout.isPending}
                onClick={() => {
                  close();
                  logout.mutate();
                }}
                className={itemClass}
              >
                <LogOut aria-hidden="true" className="size-4 text-slate-500" />
                {t('userMenu.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
