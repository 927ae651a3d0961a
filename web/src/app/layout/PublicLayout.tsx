import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/PageSpinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/** Header, main content and footer of every public page; `children` replace the nested route. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
