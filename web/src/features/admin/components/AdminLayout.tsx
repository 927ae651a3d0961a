import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageToggle } from '@/components/LanguageToggle';
import { Logo } from '@/components/Logo';
import { PageSpinner } from '@/components/PageSpinner';
import { paths } from '@/config/paths';
import { AdminSidebar } from './AdminSidebar';

const SIDEBAR_ID = 'admin-sidebar';

const startsCollapsed = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches === true;

/** The admin area: a top bar, the collapsible side bar and the current section. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const [collapsed, setCollapsed] = useState(startsCollapsed);

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="on-dark sticky top-0 z-40 flex h-14 items-center justify-between gap-3 bg-slate-900 px-3 text-white">
        <div className="flex min-w-0 items-center gap-2">
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls={SIDEBAR_ID}
            aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
            onClick={() => setCollapsed((value) => !value)}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10"
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="size-5" />
            ) : (
              <PanelLeftClose aria-hidden="true" className="size-5" />
            )}
          </button>
          <Link
            to={paths.home}
            aria-label={t('layout.backToSite')}
            className="flex items-center gap-2 rounded-lg"
          >
            <Logo className="size-8 shrink-0" />
          </Link>
          <span className="truncate font-bold">{t('layout.title')}</span>
        </div>
        <LanguageToggle />
      </header>
      <div className="flex flex-1">
        <AdminSidebar id={SIDEBAR_ID} collapsed={collapsed} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-8">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
