import { managedCompaniesKeys } from '@/lib/api/get-companies';
import type { EmployeeList, InvoiceFilter } from './types';

/** Query keys of the companies the signed-in person manages. */
export const companyKeys = {
  list: managedCompaniesKeys.list,
  detail: (id: number) => ['companies', 'detail', id] as const,
  workplaces: (id: number) => ['companies', 'workplaces', id] as const,
  /** The company's employees, both lists. */
  employees: (id: number) => ['companies', 'employees', id] as const,
  /** Those still employed, or those who left. */
  employeeList: (id: number, list: EmployeeList) => ['companies', 'employees', id, list] as const,
  compliance: (id: number) => ['companies', 'compliance', id] as const,
  /** The company's managers and pending invitations. */
  managers: (id: number) => ['companies', 'managers', id] as const,
  /** The company's team bookings; a team booking's details start with it too. */
  teamBookings: (id: number) => ['companies', 'team-bookings', id] as const,
  teamBooking: (id: number, teamBookingId: number) =>
    ['companies', 'team-bookings', id, teamBookingId] as const,
  /** The company's invoices, whatever the filter. */
  invoices: (id: number) => ['companies', 'invoices', id] as const,
  invoiceList: (id: number, status: InvoiceFilter) =>
    ['companies', 'invoices', id, status] as const,
};
