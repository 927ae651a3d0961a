import { useEffect, useRef } from 'react';

/**
 * Rows added and removed with buttons (instructor numbers, people typed in): a removed row's
 * button goes with it, so the focus moves to the add button, once it is enabled. `count` is the
 * number of rows; call `removing()` just before removing one.
 */
export function useFocusAfterRemove(count: number) {
  const addButton = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    addButton.current?.focus();
  }, [count]);
  return {
    addButton,
    removing: () => {
      removed.current = true;
    },
  };
}
