import { listPathFrom } from './list-state';

describe('the way back to the bookings list', () => {
  it('keeps the search and filters the admin left the list with', () => {
    expect(listPathFrom({ listSearch: '?status=pending&q=marie' })).toBe(
      '/admin/bookings?status=pending&q=marie',
    );
  });

  it('is the whole list when the page was not reached from it', () => {
    expect(listPathFrom(null)).toBe('/admin/bookings');
    expect(listPathFrom({ listSearch: '' })).toBe('/admin/bookings');
    expect(listPathFrom({ listSearch: '//elsewhere.example' })).toBe('/admin/bookings');
  });
});
