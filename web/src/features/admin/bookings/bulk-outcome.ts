import type { TFunction } from 'i18next';
import type { BulkResult } from './api/bulk-update-bookings';
import type { DirectAction } from './booking-actions';

/** What is done to a whole selection: a decision or a payment at once, or its cancellation. */
export type SelectionAction = DirectAction | 'cancel';

/** The error of a booking of a selection the office stopped before its turn. */
export const STOPPED = 'stopped';

type Reason =
  | 'notPending'
  | 'notPayable'
  | 'alreadyPaid'
  | 'notFound'
  | 'notActive'
  | 'teamSeat'
  | 'notRefundable'
  | 'stopped'
  | 'other';

/** The failures named one by one; the rest are counted. */
const LISTED = 10;

/** Why a booking of the selection did not change, from the server's error code. */
function reasonOf(error: string | null, action: SelectionAction): Reason {
  switch (error) {
    case 'booking-not-pending':
      return 'notPending';
    case 'already-paid':
      return 'alreadyPaid';
    case 'not-found':
      return 'notFound';
    case 'invalid-transition':
      return action === 'paymentReceived' ? 'notPayable' : 'notPending';
    case 'booking-not-active':
      return 'notActive';
    case 'team-seat':
      return 'teamSeat';
    case 'booking-not-refundable':
    case 'refund-exceeds-payment':
      return 'notRefundable';
    case STOPPED:
      return 'stopped';
    default:
      return 'other';
  }
}

/** Up to LISTED items joined, and how many more. */
function listOf(items: string[], t: TFunction<'adminBookings'>) {
  const named = items.slice(0, LISTED).join(', ');
  return items.length > LISTED
    ? t('bookings.bulk.andMore', { list: named, count: items.length - LISTED })
    : named;
}

/**
 * What the page says after a selection was approved, rejected, marked paid or cancelled: how many
 * changed, and which did not and why ("5 réservations approuvées ; 2 n’ont pas changé : SEC-…
 * (déjà payée), …"), then the cancelled bookings whose refund failed (`refundFailed`).
 * `referenceOf` names a booking by its reference when the page knew it.
 */
export function describeOutcome(
  result: BulkResult,
  action: SelectionAction,
  referenceOf: (id: number) => string | undefined,
  t: TFunction<'adminBookings'>,
  refundFailed: readonly number[] = [],
): { tone: 'success' | 'error'; text: string } {
  const nameOf = (id: number) => referenceOf(id) ?? t('bookings.bulk.bookingNumber', { id });
  const failures = result.results.filter((outcome) => outcome.outcome === 'failed');
  const changed = t(`bookings.bulk.changed.${action}`, { count: result.changed });
  const refunds =
    refundFailed.length > 0
      ? ` ${t('bookings.bulk.refundFailed', {
          count: refundFailed.length,
          list: listOf(refundFailed.map(nameOf), t),
        })}`
      : '';
  if (failures.length === 0) {
    return {
      tone: refunds ? 'error' : 'success',
      text: t('bookings.bulk.allChanged', { changed }) + refunds,
    };
  }
  const list = listOf(
    failures.map((failure) =>
      t('bookings.bulk.failure', {
        booking: nameOf(failure.id),
        reason: t(`bookings.bulk.reasons.${reasonOf(failure.error, action)}`),
      }),
    ),
    t,
  );
  if (result.changed === 0) {
    return {
      tone: 'error',
      text: t('bookings.bulk.noneChanged', { count: failures.length, list }),
    };
  }
  const unchanged = t('bookings.bulk.unchanged', { count: failures.length, list });
  return {
    tone: 'error',
    text: t('bookings.bulk.someChanged', { changed, unchanged }) + refunds,
  };
}
