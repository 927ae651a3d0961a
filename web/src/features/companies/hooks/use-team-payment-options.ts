import { useQuery } from '@tanstack/react-query';
import { cardKeyOf, paymentsConfigQuery } from '@/lib/api/get-payments-config';
import type { NewTeamBooking } from '../api/book-team';
import type { Company } from '../api/types';

export type TeamPaymentMethod = NewTeamBooking['paymentMethod'];

export interface TeamPaymentOptions {
  /** Invoice first (the default) when the office approved the company's credit, then card. */
  methods: TeamPaymentMethod[];
  /** Stripe's key, when the server takes cards. */
  publishableKey: string | null;
  /** The payment settings are being read, and only they can offer a method. */
  loading: boolean;
}

/**
 * How a company may pay for a team: on invoice once the office approved its credit, by card
 * whenever the server takes cards (its settings unreadable, it does not). Read once the company
 * is known.
 */
export function useTeamPaymentOptions(company: Company | undefined): TeamPaymentOptions {
  const config = useQuery({ ...paymentsConfigQuery(), enabled: company !== undefined });
  const publishableKey = cardKeyOf(config.data);
  const methods: TeamPaymentMethod[] = [];
  if (company?.creditApproved) methods.push('invoice');
  if (publishableKey) methods.push('card');
  return { methods, publishableKey, loading: methods.length === 0 && config.isPending };
}
