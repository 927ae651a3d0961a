import { teamBookingPath } from './team-booking-path';

describe('the booking form’s way to book for a company', () => {
  it('leads to the companies with the course and session chosen', () => {
    expect(teamBookingPath('2', '31')).toBe('/companies?course=2&session=31');
    expect(teamBookingPath('2', '')).toBe('/companies?course=2');
    expect(teamBookingPath('', '')).toBe('/companies');
  });
});
