import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const itemsOf = (menu: HTMLUListElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Focuses the item at `index`, counted from the end when negative, wrapping around. */
function focusItemOf(menu: HTMLUListElement | null, index: number) {
  const list = itemsOf(menu);
  list[(index + list.length) % list.length]?.focus();
}

interface MenuButtonOptions {
  /** The menu does not open, e.g. while its action is under way (an open menu stays open). */
  disabled?: boolean;
  /**
   * The menu is open only while `scope` keeps the value it had when it opened: another value
   * (e.g. the page's path) closes it.
   */
  scope?: string;
}

/**
 * The behaviour of a button that opens a menu (the WAI-ARIA menu button pattern): a click, Enter
 * or Space opens it on the first `role="menuitem"`, the down arrow on the first, the up arrow on
 * the last; in the list the arrows (wrapping around), Home and End move between items, Escape
 * closes it and gives focus back to the button, Tab or a pointer down outside `rootRef` closes it.
 * Spread `buttonProps` on the `<button>` and `menuProps` on the `<ul role="menu">`, put `rootRef`
 * on the element holding both, and call `close` when an item is chosen. Destructure the result:
 * the react-hooks/refs lint rule takes every property of an object holding a ref for a ref.
 */
export function useMenuButton({ disabled = false, scope = '' }: MenuButtonOptions = {}) {
  // The scope the menu was opened in; null when closed.
  const [openIn, setOpenIn] = useState<string | null>(null);
  const open = openIn === scope;
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (open) focusItemOf(menuRef.current, focusOnOpen.current === 'first' ? 0 : -1);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenIn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openMenu(focus: 'first' | 'last') {
    if (disabled) return;
    focusOnOpen.current = focus;
    setOpenIn(scope);
  }

  /** Closes the menu; with `refocus`, gives focus back to the button. */
  function close(refocus = false) {
    setOpenIn(null);
    if (refocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const current = itemsOf(menuRef.current).indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItemOf(menuRef.current, target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close();
    }
  }

  return {
    open,
    close,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close() : openMenu('first')),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: 'menu',
      'aria-labelledby': buttonId,
      onKeyDown: onMenuKeyDown,
    },
  };
}
