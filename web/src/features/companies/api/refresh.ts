import type { QueryClient } from '@tanstack/react-query';
import type { TeamBookingDetails } from './types';
import { companyKeys } from './keys';

/**
 * A seat changed: the team booking shows its new seats at once; its invoice (a seat cancelled
 * credits it), the employees (a person typed in joins them) and the compliance are read again.
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
