import { useState } from 'react';

const none: ReadonlySet<number> = new Set();

/**
 * The bookings the admin ticked, by id, for one search and filters (`listKey`): it lasts while more
 * pages load, and starts empty again when the search or a filter changes.
 */
export function useSelection(listKey: string) {
  const [selection, setSelection] = useState({ listKey, ids: none });
  if (selection.listKey !== listKey) setSelection({ listKey, ids: none });
  const ids = selection.listKey === listKey ? selection.ids : none;

  /** Ticks (`on`) or unticks the bookings of `changed`. */
  function select(changed: readonly number[], on: boolean) {
    setSelection((current) => {
      const next = new Set(current.listKey === listKey ? current.ids : none);
      for (const id of changed) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return { listKey, ids: next };
    });
  }

  return {
    ids,
    select,
    /** Ticks exactly the bookings of `kept`, e.g. those an action left unchanged. */
    keep: (kept: readonly number[]) => setSelection({ listKey, ids: new Set(kept) }),
    clear: () => setSelection({ listKey, ids: none }),
  };
}
