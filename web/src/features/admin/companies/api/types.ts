import type { AdminCompany } from '@/lib/api/get-admin-companies';

/** A company as the office sees it (GET /api/admin/companies). */
export type Company = AdminCompany;
