import type { QueryParams, ResponseBody, Schemas } from '@/lib/api/types';

/** A company, as its managers see it (GET /api/companies/{id}). */
export type Company = Schemas['Company'];

/** A workplace with the workers of each shift, in order. */
export type Workplace = Schemas['Workplace'];

/** An employee; `leftOn` is the day they left (null while employed). */
export type Employee = Schemas['Employee'];

/** Which employees a list shows: those still employed, or those who left. */
export type EmployeeList = 'current' | 'departed';

/** What an import of a CSV file does, line by line, or did once confirmed. */
export type EmployeeImport = Schemas['EmployeeImport'];

/** A line of the file the server refuses: its column and why. */
export type ImportLineError = EmployeeImport['errors'][number];

/** A workplace's shifts against the first-aid regulation (GET /api/companies/{id}/compliance). */
export type WorkplaceCompliance =
  ResponseBody<'/api/companies/{id}/compliance'>['workplaces'][number];

export type ShiftCompliance = WorkplaceCompliance['shifts'][number];

/** The next first-aid session with a free seat, where the missing first-aiders are booked. */
export type NextFirstAidSession = NonNullable<
  ResponseBody<'/api/companies/{id}/compliance'>['nextFirstAidSession']
>;

/** Several seats of one session, booked at once for the company (GET /api/companies/{id}/bookings). */
export type TeamBooking = Schemas['TeamBooking'];

/** One attendee's seat of a team booking. */
export type TeamSeat = Schemas['TeamSeat'];

/** A team booking with its seats: what booking a team answers, and a team booking's details. */
export type TeamBookingDetails = Schemas['TeamBookingDetails'];

/** An invoice of the company, with its lines and payments. */
export type Invoice = Schemas['Invoice'];

/** Which invoices the list shows: open includes the overdue ones. */
export type InvoiceFilter = NonNullable<QueryParams<'/api/companies/{id}/invoices'>['status']>;

export const INVOICE_FILTERS = [
  'all',
  'open',
  'overdue',
  'paid',
] as const satisfies readonly InvoiceFilter[];
