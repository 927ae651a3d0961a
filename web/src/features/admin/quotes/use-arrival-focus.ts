import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The page's heading, focused once the page is `ready` when it was reached from another page of
 * the site (a save, a link), so that a screen reader starts reading there; an address opened
 * anew keeps the browser's own start.
 */
export function useArrivalFocus(ready: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || key === 'default' || focused.current === key) return;
    focused.current = key;
    heading.current?.focus();
  }, [ready, key]);
  return heading;
}
