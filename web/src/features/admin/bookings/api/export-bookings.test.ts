import { filtersFrom } from '../booking-filters';
import { bookingsCsvUrl, selectionCsvUrl } from './export-bookings';

describe('the list’s CSV address', () => {
  it('carries the list’s search and filters and the admin’s language', () => {
    const filters = filtersFrom(
      new URLSearchParams(
        'q=julie&status=pending&method=interac&refundNeeded=true&from=2030-01-01&sessionId=14',
      ),
    );
    const url = new URL(bookingsCsvUrl(filters, 'fr'), 'http://localhost');
    expect(url.pathname).toBe('/api/admin/exports/bookings.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'julie',
      status: 'pending',
      method: 'interac',
      sessionId: '14',
      from: '2030-01-01',
      refundNeeded: 'true',
      lang: 'fr',
    });
  });

  it('asks for everything when nothing narrows the list', () => {
    expect(bookingsCsvUrl(filtersFrom(new URLSearchParams()), 'en')).toBe(
      '/api/admin/exports/bookings.csv?lang=en',
    );
  });

  it('asks for the selected bookings by their ids alone', () => {
    const url = new URL(selectionCsvUrl([12, 7, 30], 'en'), 'http://localhost');
    expect(url.pathname).toBe('/api/admin/exports/bookings.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ids: '12,7,30', lang: 'en' });
  });
});
