import type { TFunction } from 'i18next';
import type { BulkResult } from './api/bulk-update-bookings';
import type { DirectAction } from './booking-actions';

type Reason = 'notPending' | 'notPayable' | 'alreadyPaid' | 'notFound' | 'other';

/** The failures named one by one; the rest are counted. */
const LISTED = 10;

/** Why a booking of the selection did not change, from the server's error code. */
function reasonOf(error: string | null, action: DirectAction): Reason {
  switch (error) {
    case 'booking-not-pending':
      return 'notPending';
    case 'already-paid':
      return 'alreadyPaid';
    case 'not-found':
      return 'notFound';
    case 'invalid-transition':
      return action === 'paymentReceived' ? 'notPayable' : 'notPending';
    default:
      return 'other';
  }
}

/**
 * What the page says after a selection was approved, rejected or marked paid: how many changed,
 * and which did not and why ("5 réservations approuvées ; 2 n’ont pas changé : SEC-… (déjà
 * payée), …"). `referenceOf` names a booking by its reference when the page knew it.
 */
export function describeOutcome(
  result: BulkResult,
  action: DirectAction,
  referenceOf: (id: number) => string | undefined,
  t: TFunction<'adminBookings'>,
): { tone: 'success' | 'error'; text: string } {
  const failures = result.results.filter((outcome) => outcome.outcome === 'failed');
  const changed = t(`bookings.bulk.changed.${action}`, { count: result.changed });
  if (failures.length === 0) {
    return { tone: 'success', text: t('bookings.bulk.allChanged', { changed }) };
  }
  const named = failures
    .slice(0, LISTED)
    .map((failure) =>
      t('bookings.bulk.failure', {
        booking: referenceOf(failure.id) ?? t('bookings.bulk.bookingNumber', { id: failure.id }),
        reason: t(`bookings.bulk.reasons.${reasonOf(failure.error, action)}`),
      }),
    )
    .join(', ');
  const list =
    failures.length > LISTED
      ? t('bookings.bulk.andMore', { list: named, count: failures.length - LISTED })
      : named;
  if (result.changed === 0) {
    return {
      tone: 'error',
      text: t('bookings.bulk.noneChanged', { count: failures.length, list }),
    };
  }
  const unchanged = t('bookings.bulk.unchanged', { count: failures.length, list });
  return { tone: 'error', text: t('bookings.bulk.someChanged', { changed, unchanged }) };
}
