import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]'),
  );
}

/** Makes everything outside `container` inert and returns a function that undoes it. */
function makeOutsideInert(container: HTMLElement): () => void {
  const root = Array.from(document.body.children).find((child) => child.contains(container));
  const others = Array.from(document.body.children).filter(
    (child): child is HTMLElement => child !== root && child instanceof HTMLElement && !child.inert,
  );
  others.forEach((element) => (element.inert = true));
  return () => others.forEach((element) => (element.inert = false));
}

/**
 * While `open`, keeps keyboard focus inside `panelRef`, closes on Escape, locks the page scroll
 * and makes the rest of the page inert; afterwards returns focus where it was.
 */
export function useModalFocus(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;

    const previouslyFocused = document.activeElement as HTMLElement | null;
    const restoreInert = makeOutsideInert(panel);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const items = tabbables(panel);
    const initial = items.find((element) => !element.hasAttribute('data-dialog-close')) ?? items[0];
    if (initial) initial.focus();
    else {
      panel.tabIndex = -1;
      panel.focus();
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = tabbables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      restoreInert();
      previouslyFocused?.focus();
    };
  }, [open, panelRef, onClose]);
}
