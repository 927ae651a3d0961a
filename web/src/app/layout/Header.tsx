import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageToggle } from '@/components/LanguageToggle';
import { Logo } from '@/components/Logo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { MobileMenu } from './MobileMenu';
import { mainNavItems } from './nav-items';

const MOBILE_MENU_ID = 'mobile-menu';

// Loaded only once someone is signed in (most visitors are not): the public pages' first script
// stays within its budget (scripts/check-bundle-size.mjs).
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  return `rounded-lg px-3 py-2 text-sm font-semibold transition-colors hover:bg-white/10 ${
    isActive
      ? 'text-white underline decoration-brand-500 decoration-2 underline-offset-8'
      : 'text-slate-200'
  }`;
}

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  // Open on the page where it was opened: another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  function closeMenuAndRefocus() {
    setOpenOn(null);
    toggleRef.current?.focus();
  }

  return (
    <header className="on-dark sticky top-0 z-40 bg-slate-900 text-white shadow-md">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Link
          to={paths.home}
          aria-label={t('brand.homeLink')}
          className="flex min-w-0 items-center gap-2.5 rounded-lg"
        >
          <Logo className="size-9 shrink-0" />
          <span className="max-w-[10.5rem] text-sm leading-tight font-bold sm:max-w-none sm:text-base">
            {t('brand.name')}
          </span>
        </Link>

        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 lg:flex">
          {mainNavItems.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={desktopLinkClass}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          {user ? (
            <div className="hidden lg:block">
              <Suspense fallback={<span className="block size-9" />}>
                <UserMenu user={user} />
              </Suspense>
            </div>
          ) : (
            !isLoading && (
              <div className="hidden items-center gap-2 lg:flex">
                <NavLink to={paths.login} className={desktopLinkClass}>
                  {t('nav.login')}
                </NavLink>
                <ButtonLink to={paths.signup} size="sm">
                  {t('nav.signup')}
                </ButtonLink>
              </div>
            )
          )}
          <LanguageToggle />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('menu.close') : t('menu.open')}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10 lg:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </Container>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onEscape={closeMenuAndRefocus} />
    </header>
  );
}
