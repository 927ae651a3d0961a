import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top of the page on every change of path. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
