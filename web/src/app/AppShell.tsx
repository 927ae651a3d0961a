import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/PageSpinner';
import { ScrollToTop } from './ScrollToTop';

/** The root of every route: scroll reset and the loading state of lazy layouts. */
export function AppShell() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
