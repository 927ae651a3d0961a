import type { QueryClient } from '@tanstack/react-query';
import type { TeamBookingDetails } from './types';
import { companyKeys } from './keys';

/**
 * A team booking was made or a seat changed: the team booking shows its seats at once; the team
 * bookings, its invoice (a seat cancelled credits it), the employees (a person typed in joins
 * them) and the compliance are read again.
 */
export function refreshAfterSeatChange(
  queryClient: QueryClient,
  companyId: number,
  details: TeamBookingDetails,
) {
  queryClient.setQueryData(companyKeys.teamBooking(companyId, details.teamBooking.id), details);
  return Promise.all(
    [
      companyKeys.teamBookings(companyId),
      companyKeys.invoices(companyId),
      companyKeys.employees(companyId),
      companyKeys.compliance(companyId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** The employees changed: they are read again, and the compliance, which counts them by shift. */
export function refreshEmployees(queryClient: QueryClient, companyId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.employees(companyId) }),
    queryClient.invalidateQueries({ queryKey: companyKeys.compliance(companyId) }),
  ]);
}

/**
 * A workplace changed, closed or opened again: the workplaces and the compliance are read again,
 * and the employees, whose shift may be gone and whose workplace shows as closed.
 */
export function refreshWorkplaces(queryClient: QueryClient, companyId: number) {
  return Promise.all(
    [
      companyKeys.workplaces(companyId),
      companyKeys.compliance(companyId),
      companyKeys.employees(companyId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
