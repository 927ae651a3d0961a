import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The sections an address can open the page on (?tab=…), by the ids of their wrappers. */
export const TAB_SECTIONS = { bookings: 'team-bookings', invoices: 'invoices' } as const;

type Tab = keyof typeof TAB_SECTIONS;

const isTab = (value: string | null): value is Tab => value !== null && value in TAB_SECTIONS;

/** Scrolls the section to the top of the window and focuses its heading. */
function bringIntoView(id: string) {
  const section = document.getElementById(id);
  const heading = section?.querySelector('h2');
  section?.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  if (heading) {
    heading.tabIndex = -1;
    heading.classList.add('focus:outline-none');
    heading.focus({ preventScroll: true });
  }
}

/**
 * Brings the section that ?tab= names into view (the invoice mails link to ?tab=invoices) and
 * moves the focus to its heading, once: when the page's first reads are over (its lists read
 * afresh on every visit), so that the sections above it have their height. Rendered on its own,
 * so that only it follows the reads.
 */
export function TabSection() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const fetching = useIsFetching();
  const started = useRef(false);
  const done = useRef(false);
  useEffect(() => {
    if (fetching > 0) {
      started.current = true;
      return;
    }
    if (!started.current || done.current || !isTab(tab)) return;
    // The lists render their answers a moment after the last one arrives: two frames later.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        done.current = true;
        bringIntoView(TAB_SECTIONS[tab]);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [fetching, tab]);
  return null;
}
