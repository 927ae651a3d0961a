import type { PaymentsConfig } from '@/lib/api/get-payments-config';
import type { CourseSession, OfflineMethod, PaymentDue } from './api/types';

/** What the office does with a booking made after its cash or Interac deadline. */
type LateOfflinePayments = PaymentsConfig['lateOfflinePayments'];

/** What the form tells a cash or an Interac payer of the session chosen. */
export type PaymentDues = Record<OfflineMethod, PaymentDue>;

/** Each method the chosen session refuses, with the deadline it missed (YYYY-MM-DD). */
export type RefusedMethods = Partial<Record<OfflineMethod, string>>;

/**
 * The server's deadlines of `session` (never computed here, decision 058) as a booking made on
 * `today` (YYYY-MM-DD, in Quebec) would get them: the day, or the class day once it has passed.
 */
export function paymentDues(session: CourseSession | undefined, today: string): PaymentDues | null {
  if (!session) return null;
  const due = (date: string): PaymentDue => ({ date, classDay: today > date });
  return {
    cash: due(session.paymentDeadlines.cash),
    interac: due(session.paymentDeadlines.interac),
  };
}

/** The methods too late for the session chosen when the office refuses late payments. */
export function refusedMethods(
  dues: PaymentDues | null,
  late: LateOfflinePayments,
): RefusedMethods {
  if (!dues || late !== 'refuse') return {};
  const refused: RefusedMethods = {};
  for (const method of ['cash', 'interac'] as const) {
    if (dues[method].classDay) refused[method] = dues[method].date;
  }
  return refused;
}
