import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { RosterAttendee } from './api/types';
import {
  RosterOutbox,
  rosterRows,
  type RosterChange,
  type SaveEntry,
  type StaleReason,
} from './roster-outbox';

interface RosterQueueOptions {
  /** The roster's attendees as last read from the server. */
  attendees: readonly RosterAttendee[];
  save: SaveEntry;
  /** Another device changed a row, or the roster was signed: read the roster again. */
  onStale: (reason: StaleReason) => void;
}

/**
 * The roster's rows on a weak network. Each tap shows at once and goes to the server with PATCH,
 * carrying the version the row last had from the server; an attendee's taps go one after the
 * other (a tap waits until the one before is answered), so they never arrive out of order. A
 * request that fails (no answer, a server error) is sent again, the same, after 1 s, 2 s, 4 s… up
 * to 30 s, or at once when the browser is back online or `retry` is called; the row says it is
 * not saved meanwhile. A refusal puts the server's values back on the row and says why (its
 * `problem`): another device's change, a roster signed meanwhile, a result without the person
 * there. No tap is dropped without its row saying so.
 */
export function useRosterQueue({ attendees, save, onStale }: RosterQueueOptions) {
  const [outbox] = useState(() => new RosterOutbox());
  useEffect(() => outbox.setCallbacks({ save, onStale }));
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);

  useEffect(() => outbox.setServer(attendees), [outbox, attendees]);

  useEffect(() => {
    outbox.start();
    const online = () => outbox.retryAll();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      outbox.stop();
    };
  }, [outbox]);

  const rows = useMemo(() => rosterRows(attendees, snapshot), [attendees, snapshot]);

  const change = useCallback(
    (bookingId: number, request: RosterChange) => outbox.change(bookingId, request),
    [outbox],
  );
  const retry = useCallback((bookingId: number) => outbox.retry(bookingId), [outbox]);
  const dismiss = useCallback((bookingId: number) => outbox.dismiss(bookingId), [outbox]);

  return {
    rows,
    change,
    retry,
    dismiss,
    /** Some change is not recorded yet: signing waits. */
    pending: rows.some((row) => row.save !== 'saved'),
  };
}
