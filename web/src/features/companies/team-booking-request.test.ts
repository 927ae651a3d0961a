import { teamBookingRequestOf, teamBookingSearch } from './team-booking-request';

describe('the course and session carried from the booking page', () => {
  it('reads them, and nothing without a course or with a made-up id', () => {
    expect(teamBookingRequestOf(new URLSearchParams('course=2&session=31'))).toEqual({
      courseId: 2,
      sessionId: 31,
      unnamed: 0,
    });
    expect(teamBookingRequestOf(new URLSearchParams('session=31'))).toBeNull();
    expect(teamBookingRequestOf(new URLSearchParams('course=abc'))).toBeNull();
    expect(teamBookingRequestOf(new URLSearchParams('course=2&session=x'))?.sessionId).toBe(0);
  });

  it('carries them on to a company’s page, on its team bookings', () => {
    expect(teamBookingSearch(new URLSearchParams('course=2&session=31'))).toBe(
      '?tab=bookings&course=2&session=31',
    );
    expect(teamBookingSearch(new URLSearchParams('course=2'))).toBe('?tab=bookings&course=2');
    expect(teamBookingSearch(new URLSearchParams(''))).toBe('');
  });
});
