import type { Schemas } from '@/lib/api/types';

/** A company as the office sees it (GET /api/admin/companies). */
export type Company = Schemas['Company'];

/** The credit filter of the office's list: every company, or those approved or waiting. */
export const CREDIT_FILTERS = ['all', 'approved', 'pending'] as const;
export type CreditFilter = (typeof CREDIT_FILTERS)[number];
