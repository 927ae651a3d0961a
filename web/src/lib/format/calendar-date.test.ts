import { addDays, daysUntil, formatCalendarDate } from './calendar-date';

/** Text with the no-break spaces of French typography made ordinary. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCalendarDate', () => {
  it('writes a day in full, long or medium, in French and English', () => {
    expect(formatCalendarDate('2026-12-05', 'fr', 'full')).toBe('samedi 5 décembre 2026');
    expect(formatCalendarDate('2026-12-05', 'en', 'full')).toBe('Saturday, December 5, 2026');
    expect(formatCalendarDate('2026-12-05', 'fr')).toBe('5 décembre 2026');
    expect(formatCalendarDate('2026-12-05', 'en')).toBe('December 5, 2026');
    expect(plain(formatCalendarDate('2026-12-05', 'fr', 'medium'))).toBe('5 déc. 2026');
    expect(formatCalendarDate('2026-12-05', 'en', 'medium')).toBe('Dec 5, 2026');
  });

  it('reads the date part of a longer value, the day never moved by a time zone', () => {
    expect(formatCalendarDate('2027-01-01T00:30:00Z', 'fr')).toBe('1 janvier 2027');
    expect(formatCalendarDate('2027-03-01', 'en', 'full')).toBe('Monday, March 1, 2027');
  });

  it('gives back a value that is no date', () => {
    expect(formatCalendarDate('bientôt', 'fr')).toBe('bientôt');
  });
});

// Moved here from the dashboard's renewal tests: the count serves the certificates' renewal and
// the instructors' numbers.
describe('a certificate’s expiry', () => {
  it('counts the calendar days to a date, whatever the months and leap years between', () => {
    expect(daysUntil('2027-03-12', '2027-03-12')).toBe(0);
    expect(daysUntil('2027-03-12', '2026-12-12')).toBe(90);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2027-03-11', '2027-03-12')).toBe(-1);
  });
});

describe('a day after another', () => {
  it('counts calendar days across months, years and leap days, forward and back', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 30)).toBe('2026-04-07');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});
