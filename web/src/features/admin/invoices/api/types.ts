import type { QueryParams, RequestBody, Schemas } from '@/lib/api/types';

/** An invoice as the office sees it (GET /api/admin/invoices), with its lines and payments. */
export type Invoice = Schemas['Invoice'];

/** The list's filter: open (overdue included) by default, then overdue, paid, every invoice. */
export const STATUS_FILTERS = [
  'open',
  'overdue',
  'paid',
  'all',
] as const satisfies readonly NonNullable<QueryParams<'/api/admin/invoices'>['status']>[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** What the office records (POST /api/admin/invoices/{id}/payments). */
export type PaymentRequest = RequestBody<'/api/admin/invoices/{id}/payments', 'post'>;

/** The ways the office receives money; a credit is the server's, never recorded by hand. */
export const PAYMENT_METHODS = [
  'cheque',
  'eft',
  'card',
  'interac',
] as const satisfies readonly PaymentRequest['method'][];
