import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

interface Preloadable {
  preload: () => Promise<unknown>;
}

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'function' && 'preload' in type;

/**
 * Starts loading the code and strings of the pages that `pathname` shows (lazyWithStrings), so
 * that the first render shows the page itself rather than a spinner that it then replaces.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => route.element)
    .filter(isValidElement)
    .flatMap(({ type }) => (isPreloadable(type) ? [type.preload()] : []));
  return Promise.allSettled(pages);
}
