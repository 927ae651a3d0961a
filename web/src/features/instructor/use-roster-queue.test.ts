import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/lib/api/api-error';
import { makeAttendee } from '@/test/instructor';
import type { RosterAttendee, RosterEntryRequest } from './api/types';
import { retryDelay, type StaleReason } from './roster-outbox';
import { useRosterQueue } from './use-roster-queue';

interface Call {
  bookingId: number;
  request: RosterEntryRequest;
  signal: AbortSignal;
  answer: (attendee: RosterAttendee) => Promise<void>;
  fail: (error: unknown) => Promise<void>;
}

const marie = makeAttendee({ bookingId: 101, version: 4 });
const luc = makeAttendee({ bookingId: 102, firstName: 'Luc', version: 2 });

const networkError = () => new ApiError(0, 'network-error', 'The server could not be reached.');
const conflict = (code: string) => new ApiError(409, code, code);

/** The hook over `attendees`, with a server that answers each request when the test says so. */
function setup(attendees: RosterAttendee[] = [marie, luc]) {
  const calls: Call[] = [];
  const save = vi.fn(
    (bookingId: number, request: RosterEntryRequest, signal: AbortSignal) =>
      new Promise<RosterAttendee>((resolve, reject) => {
        calls.push({
          bookingId,
          request,
          signal,
          answer: (attendee) => act(async () => resolve(attendee)),
          fail: (error) => act(async () => reject(error)),
        });
      }),
  );
  const onStale = vi.fn<(reason: StaleReason) => void>();
  const hook = renderHook(
    ({ rows }: { rows: RosterAttendee[] }) => useRosterQueue({ attendees: rows, save, onStale }),
    { initialProps: { rows: attendees } },
  );
  const row = (bookingId: number) => {
    const found = hook.result.current.rows.find((r) => r.attendee.bookingId === bookingId);
    if (!found) throw new Error(`no row ${bookingId}`);
    return found;
  };
  const tap = (bookingId: number, change: Parameters<typeof hook.result.current.change>[1]) =>
    act(() => hook.result.current.change(bookingId, change));
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { ...hook, calls, save, onStale, row, tap, wait };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the roster’s queue of changes', () => {
  it('shows a tap at once and sends it with the version the row had from the server', async () => {
    const { row, tap, calls, result } = setup();
    expect(result.current.pending).toBe(false);

    await tap(101, { attendance: 'present' });

    expect(row(101)).toMatchObject({ attendee: { attendance: 'present' }, save: 'saving' });
    expect(row(102).save).toBe('saved');
    expect(result.current.pending).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      bookingId: 101,
      request: { attendance: 'present', version: 4 },
    });

    await calls[0]?.answer({ ...marie, attendance: 'present', version: 5 });
    expect(row(101)).toEqual({
      attendee: { ...marie, attendance: 'present', version: 5 },
      save: 'saved',
      problem: null,
    });
    expect(result.current.pending).toBe(false);
  });

  it('sends an attendee’s taps one after the other, the next with the version just answered', async () => {
    const { row, tap, calls } = setup();
    await tap(101, { attendance: 'present' });
    await tap(101, { result: 'passed' });
    await tap(101, { note: 'Très attentive' });

    // The later taps wait for the first answer, and show meanwhile.
    expect(calls).toHaveLength(1);
    expect(row(101).attendee).toMatchObject({
      attendance: 'present',
      result: 'passed',
      note: 'Très attentive',
    });

    await calls[0]?.answer({ ...marie, attendance: 'present', version: 5 });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.request).toEqual({ result: 'passed', note: 'Très attentive', version: 5 });
    expect(row(101).save).toBe('saving');

    await calls[1]?.answer({
      ...marie,
      attendance: 'present',
      result: 'passed',
      note: 'Très attentive',
      version: 6,
    });
    expect(calls).toHaveLength(2);
    expect(row(101)).toMatchObject({ attendee: { result: 'passed', version: 6 }, save: 'saved' });
  });

  it('keeps the last of several taps on the same button group', async () => {
    const { row, tap, calls } = setup();
    await tap(101, { attendance: 'present' });
    await tap(101, { attendance: 'late' });
    await tap(101, { attendance: 'absent' });
    expect(row(101).attendee.attendance).toBe('absent');
    await calls[0]?.answer({ ...marie, attendance: 'present', version: 5 });
    // Still the last tap shown while it is on its way.
    expect(row(101).attendee.attendance).toBe('absent');
    expect(calls[1]?.request).toEqual({ attendance: 'absent', version: 5 });
  });

  it('sends different attendees’ taps without waiting for each other', async () => {
    const { tap, calls } = setup();
    await tap(101, { attendance: 'present' });
    await tap(102, { attendance: 'late' });
    expect(calls.map((call) => [call.bookingId, call.request])).toEqual([
      [101, { attendance: 'present', version: 4 }],
      [102, { attendance: 'late', version: 2 }],
    ]);
  });

  it('sends a failed request again, the same, after 1 s, 2 s, 4 s… up to 30 s', async () => {
    const { row, tap, calls, wait, result } = setup();
    await tap(101, { attendance: 'present' });
    await calls[0]?.fail(networkError());

    expect(row(101)).toMatchObject({ attendee: { attendance: 'present' }, save: 'unsaved' });
    expect(result.current.pending).toBe(true);

    const waits = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000];
    for (const [index, ms] of waits.entries()) {
      await wait(ms - 1);
      expect(calls).toHaveLength(index + 1);
      await wait(1);
      expect(calls).toHaveLength(index + 2);
      await calls[index + 1]?.fail(index % 2 ? networkError() : new ApiError(503, 'http-503', ''));
    }
    // Taps made while it waits are kept for after it.
    await tap(101, { result: 'passed' });
    expect(calls).toHaveLength(waits.length + 1);

    await wait(30_000);
    const last = calls.at(-1);
    expect(last?.request).toEqual({ attendance: 'present', version: 4 });
    expect(calls.every((call) => call.request.version === 4)).toBe(true);
    await last?.answer({ ...marie, attendance: 'present', version: 5 });
    expect(calls.at(-1)?.request).toEqual({ result: 'passed', version: 5 });
    expect(row(101).save).toBe('saving');
  });

  it('starts the waits over after a request goes through', async () => {
    const { tap, calls, wait } = setup();
    await tap(101, { attendance: 'present' });
    await calls[0]?.fail(networkError());
    await wait(1000);
    await calls[1]?.fail(networkError());
    await wait(2000);
    await calls[2]?.answer({ ...marie, attendance: 'present', version: 5 });

    await tap(101, { result: 'passed' });
    await calls[3]?.fail(networkError());
    await wait(1000);
    expect(calls).toHaveLength(5);
  });

  it('sends again at once when the browser is back online', async () => {
    const { row, tap, calls } = setup();
    await tap(101, { attendance: 'present' });
    await tap(102, { attendance: 'absent' });
    await calls[0]?.fail(networkError());
    await calls[1]?.fail(networkError());
    expect(calls).toHaveLength(2);

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(calls.slice(2).map((call) => call.bookingId)).toEqual([101, 102]);
    await calls[2]?.answer({ ...marie, attendance: 'present', version: 5 });
    expect(row(101).save).toBe('saved');
    // Not saved until the server answers the new try.
    expect(row(102).save).toBe('unsaved');
  });

  it('sends again at once when asked, and not twice when the wait ends', async () => {
    const { tap, calls, wait, result } = setup();
    await tap(101, { attendance: 'present' });
    await calls[0]?.fail(networkError());
    await act(() => result.current.retry(101));
    expect(calls).toHaveLength(2);
    // A request on its way is not sent twice.
    await act(() => result.current.retry(101));
    await wait(1000);
    expect(calls).toHaveLength(2);
  });

  it('counts a request left unanswered for 20 s as failed', async () => {
    const { row, tap, calls, wait } = setup();
    await tap(101, { attendance: 'present' });
    await wait(19_999);
    expect(calls[0]?.signal.aborted).toBe(false);
    await wait(1);
    expect(calls[0]?.signal.aborted).toBe(true);
    await calls[0]?.fail(new DOMException('The operation was aborted.', 'AbortError'));
    expect(row(101).save).toBe('unsaved');
    await wait(1000);
    expect(calls).toHaveLength(2);
  });

  it('puts the other device’s values back when the row changed there, and says so', async () => {
    const { row, tap, calls, onStale, rerender, result, wait } = setup();
    await tap(101, { attendance: 'present' });
    await tap(101, { result: 'passed' });
    await calls[0]?.fail(conflict('roster-changed'));

    expect(onStale).toHaveBeenCalledWith('roster-changed');
    expect(row(101)).toEqual({ attendee: marie, save: 'saved', problem: 'changed' });
    expect(result.current.pending).toBe(false);

    // The roster read again shows the other device's values.
    rerender({ rows: [{ ...marie, attendance: 'absent', version: 5 }, luc] });
    expect(row(101).attendee).toMatchObject({ attendance: 'absent', version: 5 });
    await wait(60_000);
    expect(calls).toHaveLength(1);

    // A new tap clears the message and carries the new version.
    await tap(101, { attendance: 'late' });
    expect(row(101).problem).toBeNull();
    expect(calls[1]?.request).toEqual({ attendance: 'late', version: 5 });
  });

  it('says on every row with changes left that the roster was signed meanwhile', async () => {
    const { row, tap, calls, onStale, wait } = setup();
    await tap(101, { attendance: 'present' });
    await tap(102, { attendance: 'late' });
    await calls[1]?.fail(networkError());
    await calls[0]?.fail(conflict('roster-finalized'));

    expect(onStale).toHaveBeenCalledWith('roster-finalized');
    expect(row(101)).toEqual({ attendee: marie, save: 'saved', problem: 'finalized' });
    expect(row(102)).toEqual({ attendee: luc, save: 'saved', problem: 'finalized' });
    await wait(60_000);
    expect(calls).toHaveLength(2);
  });

  it('takes back a result refused without the person there, and goes on with the next taps', async () => {
    const { row, tap, calls, onStale } = setup();
    await tap(101, { result: 'passed' });
    await tap(101, { note: 'Arrivée à 10 h' });
    await calls[0]?.fail(conflict('attendance-required'));

    expect(onStale).not.toHaveBeenCalled();
    expect(row(101)).toMatchObject({
      attendee: { result: null, note: 'Arrivée à 10 h' },
      save: 'saving',
      problem: 'attendance-required',
    });
    expect(calls[1]?.request).toEqual({ note: 'Arrivée à 10 h', version: 4 });
  });

  it('takes back a change refused for another reason, and does not send it again', async () => {
    const { row, tap, calls, wait, result } = setup();
    await tap(101, { note: 'x' });
    await calls[0]?.fail(new ApiError(400, 'validation', 'Invalid', { note: 'too-long' }));
    expect(row(101)).toEqual({ attendee: marie, save: 'saved', problem: 'refused' });
    await wait(60_000);
    expect(calls).toHaveLength(1);
    await act(() => result.current.dismiss(101));
    expect(row(101).problem).toBeNull();
  });

  it('keeps an answered change when an older reading of the roster arrives after it', async () => {
    const { row, tap, calls, rerender } = setup();
    await tap(101, { attendance: 'present' });
    await calls[0]?.answer({ ...marie, attendance: 'present', version: 5 });
    rerender({ rows: [{ ...marie }, luc] });
    expect(row(101).attendee).toMatchObject({ attendance: 'present', version: 5 });
    await tap(101, { result: 'passed' });
    expect(calls[1]?.request).toEqual({ result: 'passed', version: 5 });
  });

  it('ignores a change that changes nothing', async () => {
    const { tap, calls } = setup();
    await tap(101, {});
    expect(calls).toHaveLength(0);
  });

  it('stops waiting once the page is left', async () => {
    const { tap, calls, wait, unmount } = setup();
    await tap(101, { attendance: 'present' });
    await calls[0]?.fail(networkError());
    unmount();
    await wait(60_000);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(calls).toHaveLength(1);
  });

  it('waits 1 s, then twice as long each time, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
