import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { BulkResult } from '../api/bulk-update-bookings';
import { cancelBooking, refreshAfterCancel } from '../api/cancel-booking';
import type { AdminBooking } from '../api/types';
import { isActive } from '../booking-actions';
import { STOPPED } from '../bulk-outcome';
import type { CancelSelectionValues } from '../cancel-selection-schema';
import { refundableCents } from '../components/RefundSection';

/** What became of a selection's cancellation. */
export interface SelectionCancellation {
  /** Each booking's outcome, as the bulk actions report theirs. */
  result: BulkResult;
  /** The bookings cancelled whose refund then failed: they are flagged for it. */
  refundFailed: number[];
}

/** How far the cancellation of a selection has gone. */
export interface CancelProgress {
  done: number;
  total: number;
  /** The office asked to stop: the booking under way is the last. */
  stopping: boolean;
}

/**
 * Cancels the bookings of a selection one after the other, each with its own request (POST
 * /api/admin/bookings/{id}/cancel), with one reason: a booking already cancelled or rejected is
 * not asked; "full" refunds what is left of each paid booking, and nothing of an unpaid one. One
 * that fails is reported and the next still goes. Leaving the page stops after the booking under
 * way; the bookings and the overview are read again at the end.
 */
export function useCancelSelection() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<CancelProgress | null>(null);
  const stopped = useRef(false);

  useEffect(
    () => () => {
      stopped.current = true;
    },
    [],
  );

  async function run(
    bookings: readonly AdminBooking[],
    { reason, refund }: CancelSelectionValues,
  ): Promise<SelectionCancellation> {
    stopped.current = false;
    const total = bookings.length;
    const results: BulkResult['results'] = [];
    const refundFailed: number[] = [];
    const failed = (id: number, error: string | null) =>
      results.push({ id, outcome: 'failed', error });
    setProgress({ done: 0, total, stopping: false });
    try {
      for (const booking of bookings) {
        if (stopped.current) failed(booking.id, STOPPED);
        else if (!isActive(booking)) failed(booking.id, 'booking-not-active');
        else {
          try {
            const answer = await cancelBooking(booking.id, {
              reason,
              refund: refund === 'full' && refundableCents(booking) > 0 ? 'full' : 'none',
            });
            results.push({ id: booking.id, outcome: 'changed', error: null });
            if (answer.refundError) refundFailed.push(booking.id);
          } catch (error) {
            failed(booking.id, error instanceof ApiError ? error.code : null);
          }
        }
        setProgress({ done: results.length, total, stopping: stopped.current });
      }
    } finally {
      await refreshAfterCancel(queryClient);
      setProgress(null);
    }
    const changed = results.filter((outcome) => outcome.outcome === 'changed').length;
    return { result: { changed, failed: results.length - changed, results }, refundFailed };
  }

  function stop() {
    stopped.current = true;
    setProgress((current) => current && { ...current, stopping: true });
  }

  return { run, stop, progress };
}
