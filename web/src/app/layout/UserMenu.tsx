import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { firstNameOf, fullNameOf } from '@/lib/auth/display-name';
import { homePathFor } from '@/lib/auth/role-home';
import type { User } from '@/lib/auth/types';
import { useLogout } from '@/lib/auth/use-logout';
import { UserAvatar } from './UserAvatar';

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 focus:bg-slate-100';

const itemsOf = (menu: HTMLUListElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Focuses the item at `index`, counted from the end when negative. */
function focusItemOf(menu: HTMLUListElement | null, index: number) {
  const list = itemsOf(menu);
  list[(index + list.length) % list.length]?.focus();
}

/**
 * The signed-in user's menu (menu button pattern): arrows move between items, Escape closes
 * and gives focus back to the button, leaving the menu closes it.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout(paths.home);
  // Open on the page where it was opened: another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const items = () => itemsOf(menuRef.current);
  const focusItem = (index: number) => focusItemOf(menuRef.current, index);

  useEffect(() => {
    if (open) focusItemOf(menuRef.current, focusOnOpen.current === 'first' ? 0 : -1);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openMenu(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setOpenOn(pathname);
  }

  function closeMenu(refocus: boolean) {
    setOpenOn(null);
    if (refocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      closeMenu(false);
    }
  }

  const fullName = fullNameOf(user);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
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
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="pt-2"
          >
            <li role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                to={homePathFor(user.role)}
                onClick={() => closeMenu(false)}
                className={itemClass}
              >
                <LayoutDashboard aria-hidden="true" className="size-4 text-slate-500" />
                {t('userMenu.dashboard')}
              </Link>
            </li>
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={logout.isPending}
                onClick={() => {
                  closeMenu(false);
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
