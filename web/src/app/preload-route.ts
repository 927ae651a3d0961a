import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { currentUserQuery } from '@/lib/auth/auth-api';
import { ProtectedRoute } from '@/lib/auth/ProtectedRoute';
import { SignedInRoute } from '@/lib/auth/SignedInRoute';
import type { PageData } from '@/lib/i18n/lazy-with-strings';

interface Preloadable {
  preload: (data?: PageData) => Promise<unknown>;
}

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'function' && 'preload' in type;

/** What rendering `element` will load: its page's code and strings, or what it guards. */
function preloadElement(element: ReactElement, data: PageData | undefined): Promise<unknown>[] {
  const { type, props } = element as ReactElement<{ children?: ReactNode }>;
  if (isPreloadable(type)) return [type.preload(data)];
  if (type !== ProtectedRoute && type !== SignedInRoute) return [];
  // A guarded page waits for the session, then for its own code: both start now, side by side.
  const guarded = isValidElement(props.children) ? preloadElement(props.children, data) : [];
  if (!data) return guarded;
  const session = data.queryClient.prefetchQuery(currentUserQuery());
  return [Promise.race([session, data.deadline]), ...guarded];
}

/**
 * How long the first render waits for the session and the page's first answers: the office's
 * lists answer in tens of milliseconds, and the page then paints once, whole, rather than a
 * spinner, then its rows (a second render of the whole page: 150 ms on the 2-core machine).
 */
const FIRST_ANSWERS_WAIT_MS = 300;

/**
 * Starts loading the code and strings of the pages that `url` shows (lazyWithStrings), so that the
 * first render shows the page itself rather than a spinner that it then replaces. With a query
 * client, a guarded page's session and the first answers a page asks for (its `prefetch`) start
 * too, rather than one after the other once each piece has rendered, and the promise waits for
 * them for FIRST_ANSWERS_WAIT_MS at most.
 */
export function preloadRoute(
  routes: RouteObject[],
  url: URL,
  queryClient?: QueryClient,
): Promise<unknown> {
  const data = queryClient && {
    queryClient,
    url,
    deadline: new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)),
  };
  const pages = (matchRoutes(routes, url.pathname) ?? [])
    .map(({ route }) => route.element)
    .filter(isValidElement)
    .flatMap((element) => preloadElement(element, data));
  return Promise.allSettled(pages);
}
