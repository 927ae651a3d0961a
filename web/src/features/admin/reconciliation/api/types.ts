import type { ResponseBody } from '@/lib/api/types';

/** What the bank's CSV export records, or would record (both endpoints answer this shape). */
export type Reconciliation = ResponseBody<'/api/admin/reconciliation/interac/preview', 'post'>;

/** One credit of the file, what becomes of it and the booking its code names. */
export type ReconciliationLine = Reconciliation['lines'][number];
export type Outcome = ReconciliationLine['outcome'];

/** Every outcome, in the order the page lists them. */
export const OUTCOMES = [
  'matched',
  'recorded',
  'amount-differs',
  'unknown-code',
  'no-code',
  'already-paid',
  'already-recorded',
] as const satisfies readonly Outcome[];
