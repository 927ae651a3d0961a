import { ApiError } from '@/lib/api/api-error';
import type { RosterAttendee, RosterEntryRequest } from './api/types';

/** What a tap changes of a row: its check-in (the first day's, or a later day's), its result or its note. */
export type RosterChange = Pick<
  RosterEntryRequest,
  'attendance' | 'dayAttendance' | 'result' | 'note'
>;

/**
 * Why the server did not record a row's change (the row shows the server's values again):
 * another device changed it first, the roster was signed, a result needs the person there, or
 * any other refusal.
 */
export type RowProblem = 'changed' | 'finalized' | 'attendance-required' | 'refused';

/** A row's changes: all recorded, on their way, or failed and waiting to be sent again. */
export type SaveState = 'saved' | 'saving' | 'unsaved';

export interface RosterRow {
  /** The attendee as shown: the server's values with the changes not recorded yet. */
  attendee: RosterAttendee;
  save: SaveState;
  problem: RowProblem | null;
}

/** Records one change; rejects with the ApiError of the server (status 0: no answer). */
export type SaveEntry = (
  bookingId: number,
  request: RosterEntryRequest,
  signal: AbortSignal,
) => Promise<RosterAttendee>;

/** The first wait before a failed change is sent again; it doubles at each failure. */
const FIRST_RETRY_MS = 1000;
/** The longest wait between two tries. */
const MAX_RETRY_MS = 30_000;
/** A request without an answer after this long counts as failed (a phone's stalled network). */
const REQUEST_TIMEOUT_MS = 20_000;

/** The wait before the `failures`-th new try: 1 s, 2 s, 4 s… up to 30 s. */
export const retryDelay = (failures: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);

interface Entry {
  /** The request on its way, or failed and waiting: sent again exactly as it was. */
  sending: RosterEntryRequest | null;
  /** Taps made since, merged: sent once `sending` is recorded. */
  queued: RosterChange | null;
  inFlight: boolean;
  /** Each request's number: an answer to an abandoned one changes nothing but the values. */
  attempt: number;
  failures: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** The newest attendee a PATCH answered, which a roster read under way may not have yet. */
  recorded: RosterAttendee | null;
  problem: RowProblem | null;
}

interface EntryView {
  recorded: RosterAttendee | null;
  changes: RosterChange[];
  save: SaveState;
  problem: RowProblem | null;
}

/** The conflicts after which the page reads the roster again. */
export type StaleReason = 'roster-changed' | 'roster-finalized';

interface Callbacks {
  save: SaveEntry;
  onStale: (reason: StaleReason) => void;
}

/** Versions only go up: the attendee with the higher one is the newer. */
const newest = (a: RosterAttendee, b: RosterAttendee | null | undefined) =>
  b && b.version > a.version ? b : a;

/** Only the keys a change sets (a null clears a value; an absent key leaves it). */
function changeOf(request: RosterChange): RosterChange {
  const change: RosterChange = {};
  if (request.attendance !== undefined) change.attendance = request.attendance;
  if (request.dayAttendance !== undefined) change.dayAttendance = { ...request.dayAttendance };
  if (request.result !== undefined) change.result = request.result;
  if (request.note !== undefined) change.note = request.note;
  return change;
}

/** Two taps as one change: the later one's values win, day by day for the check-ins. */
function merged(earlier: RosterChange | null, later: RosterChange): RosterChange {
  const change = { ...earlier, ...later };
  if (earlier?.dayAttendance && later.dayAttendance)
    change.dayAttendance = { ...earlier.dayAttendance, ...later.dayAttendance };
  return change;
}

/** No answer (a network error, a timeout), too many requests or a server error: worth another try. */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/**
 * Each attendee's changes on their way to the server: one request at a time per attendee, in the
 * order of the taps, a failed one sent again after a growing wait (or at once when the browser
 * is back online) until the server answers it.
 */
export class RosterOutbox {
  private readonly entries = new Map<number, Entry>();
  private readonly listeners = new Set<() => void>();
  private server = new Map<number, RosterAttendee>();
  private snapshot: ReadonlyMap<number, EntryView> = new Map();
  private running = false;
  private callbacks: Callbacks = {
    save: () => Promise.reject(new Error('Not started.')),
    onStale() {},
  };

  /** The page's latest functions, set after each render. */
  setCallbacks(callbacks: Callbacks) {
    this.callbacks = callbacks;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The attendees as the roster last read them: the version a new request carries. */
  setServer(attendees: readonly RosterAttendee[]) {
    this.server = new Map(attendees.map((attendee) => [attendee.bookingId, attendee]));
  }

  start() {
    this.running = true;
    this.retryAll();
  }

  /** Stops the waits; requests on their way finish and are kept. */
  stop() {
    this.running = false;
    for (const entry of this.entries.values()) this.clearTimer(entry);
  }

  change(bookingId: number, request: RosterChange) {
    const change = changeOf(request);
    if (Object.keys(change).length === 0) return;
    const entry = this.entry(bookingId);
    entry.problem = null;
    if (entry.sending) entry.queued = merged(entry.queued, change);
    else entry.sending = { ...change, version: this.versionOf(bookingId) };
    this.publish();
    if (!entry.inFlight && entry.failures === 0) this.send(bookingId);
  }

  /** Sends a failed change again now, without waiting for its next try. */
  retry(bookingId: number) {
    const entry = this.entries.get(bookingId);
    if (!entry?.sending || entry.inFlight) return;
    this.clearTimer(entry);
    this.send(bookingId);
  }

  retryAll() {
    for (const bookingId of this.entries.keys()) this.retry(bookingId);
  }

  dismiss(bookingId: number) {
    const entry = this.entries.get(bookingId);
    if (!entry?.problem) return;
    entry.problem = null;
    this.publish();
  }

  private entry(bookingId: number): Entry {
    let entry = this.entries.get(bookingId);
    if (!entry) {
      entry = {
        sending: null,
        queued: null,
        inFlight: false,
        attempt: 0,
        failures: 0,
        timer: null,
        recorded: null,
        problem: null,
      };
      this.entries.set(bookingId, entry);
    }
    return entry;
  }

  /** The version the row last had from the server, read or answered. */
  private versionOf(bookingId: number): number | undefined {
    const server = this.server.get(bookingId);
    const recorded = this.entries.get(bookingId)?.recorded;
    if (!server) return recorded?.version;
    return newest(server, recorded).version;
  }

  private clearTimer(entry: Entry) {
    if (entry.timer !== null) clearTimeout(entry.timer);
    entry.timer = null;
  }

  private send(bookingId: number) {
    const entry = this.entry(bookingId);
    const request = entry.sending;
    if (!request || !this.running) return;
    entry.inFlight = true;
    const attempt = ++entry.attempt;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    this.callbacks
      .save(bookingId, request, controller.signal)
      .then(
        (attendee) => this.recorded(bookingId, attempt, attendee),
        (error: unknown) => this.failed(bookingId, attempt, error),
      )
      .finally(() => clearTimeout(timeout));
  }

  private recorded(bookingId: number, attempt: number, attendee: RosterAttendee) {
    const entry = this.entry(bookingId);
    entry.recorded = entry.recorded ? newest(attendee, entry.recorded) : attendee;
    if (attempt !== entry.attempt) return this.publish();
    entry.inFlight = false;
    entry.failures = 0;
    entry.sending = null;
    this.next(bookingId, entry);
  }

  /** Sends the taps made meanwhile, with the version just answered. */
  private next(bookingId: number, entry: Entry) {
    if (entry.queued) {
      entry.sending = { ...entry.queued, version: this.versionOf(bookingId) };
      entry.queued = null;
      this.send(bookingId);
    }
    this.publish();
  }

  private failed(bookingId: number, attempt: number, error: unknown) {
    const entry = this.entry(bookingId);
    if (attempt !== entry.attempt) return;
    entry.inFlight = false;
    if (retryable(error)) {
      entry.failures += 1;
      const wait =
        error instanceof ApiError && error.retryAfterSeconds !== null
          ? Math.max(retryDelay(entry.failures), error.retryAfterSeconds * 1000)
          : retryDelay(entry.failures);
      if (this.running) entry.timer = setTimeout(() => this.retry(bookingId), wait);
      return this.publish();
    }
    entry.failures = 0;
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'roster-finalized') return this.finalized();
    if (code === 'roster-changed') {
      // Another device's values win: the taps made here on this row are dropped, and said so.
      entry.sending = null;
      entry.queued = null;
      entry.problem = 'changed';
      this.publish();
      return this.callbacks.onStale('roster-changed');
    }
    // Refused (a result without the person there, or another reason): the row shows the
    // server's values again, with why, and the taps made since go on.
    entry.sending = null;
    entry.problem = code === 'attendance-required' ? 'attendance-required' : 'refused';
    this.next(bookingId, entry);
  }

  /** Signed meanwhile: nothing more can be recorded; each row that had changes says so. */
  private finalized() {
    for (const entry of this.entries.values()) {
      if (!entry.sending && !entry.queued) continue;
      this.clearTimer(entry);
      entry.sending = null;
      entry.queued = null;
      entry.inFlight = false;
      entry.failures = 0;
      entry.attempt += 1;
      entry.problem = 'finalized';
    }
    this.publish();
    this.callbacks.onStale('roster-finalized');
  }

  private publish() {
    const views = new Map<number, EntryView>();
    for (const [bookingId, entry] of this.entries) {
      const pending = entry.sending !== null || entry.queued !== null;
      views.set(bookingId, {
        recorded: entry.recorded,
        changes: [entry.sending, entry.queued].filter((change) => change !== null),
        save: !pending ? 'saved' : entry.failures > 0 ? 'unsaved' : 'saving',
        problem: entry.problem,
      });
    }
    this.snapshot = views;
    for (const listener of this.listeners) listener();
  }
}

/** The attendee with a change applied over it. */
function applied(attendee: RosterAttendee, change: RosterChange): RosterAttendee {
  const { dayAttendance, ...values } = changeOf(change);
  const next = { ...attendee, ...values };
  // Each day's check-in; the first day's is `attendance` too.
  const days = [...attendee.dayAttendance];
  if (values.attendance !== undefined) days[0] = values.attendance;
  for (const [day, value] of Object.entries(dayAttendance ?? {})) {
    const index = Number(day) - 1;
    if (index >= 0 && index < days.length) days[index] = value ?? null;
    if (index === 0) next.attendance = value ?? null;
  }
  return { ...next, dayAttendance: days };
}

/** The rows as shown: each attendee as last read or answered, with its changes on their way. */
export function rosterRows(
  attendees: readonly RosterAttendee[],
  snapshot: ReadonlyMap<number, EntryView>,
): RosterRow[] {
  return attendees.map((server) => {
    const view = snapshot.get(server.bookingId);
    if (!view) return { attendee: server, save: 'saved', problem: null };
    return {
      attendee: view.changes.reduce(applied, newest(server, view.recorded)),
      save: view.save,
      problem: view.problem,
    };
  });
}
