import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import type { TAB_SECTIONS } from '../tab-section';

const TEAM = 'team';
const BOOKINGS_TAB: keyof typeof TAB_SECTIONS = 'bookings';
/** What Stripe adds to the return address. */
const STRIPE_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];
const FAILED = new Set(['failed', 'requires_payment_method', 'canceled']);

/**
 * Where Stripe sends the payer back: the company's page, on its team bookings, naming the team
 * (?team=<id>); Stripe adds the payment's outcome (redirect_status).
 */
export function teamPaymentReturnUrl(companyId: number, teamBookingId: number): string {
  const path = `${paths.company(companyId)}?tab=${BOOKINGS_TAB}&${TEAM}=${teamBookingId}`;
  return new URL(path, window.location.origin).toString();
}

/** The team an address names (back from Stripe, or a link to pay), and how its payment went. */
export function useTeamPaymentReturn() {
  const [params, setParams] = useSearchParams();
  const team = params.get(TEAM) ?? '';
  const status = params.get('redirect_status');
  /** Forgets the team and Stripe's outcome, so that a reload shows the page as usual. */
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        [TEAM, ...STRIPE_PARAMS].forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
  return {
    teamBookingId: /^\d{1,15}$/.test(team) ? Number(team) : null,
    /** Stripe sent the payer back with the payment under way or done. */
    returned: status !== null && !FAILED.has(status),
    /** Stripe sent the payer back with the payment refused or abandoned. */
    failed: status !== null && FAILED.has(status),
    clear,
  };
}
