import { daysUntil, expiresSoon } from './renewal';

describe('a certificate’s expiry', () => {
  it('counts the calendar days to a date, whatever the months and leap years between', () => {
    expect(daysUntil('2027-03-12', '2027-03-12')).toBe(0);
    expect(daysUntil('2027-03-12', '2026-12-12')).toBe(90);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2027-03-11', '2027-03-12')).toBe(-1);
  });

  it('is soon within 90 days, and once expired', () => {
    const valid = (expiryDate: string) => ({ expiryDate, status: 'valid' as const });
    expect(expiresSoon(valid('2027-03-12'), '2026-12-12')).toBe(true);
    expect(expiresSoon(valid('2027-03-13'), '2026-12-12')).toBe(false);
    expect(expiresSoon(valid('2026-12-12'), '2026-12-12')).toBe(true);
    expect(expiresSoon({ expiryDate: '2026-06-01', status: 'expired' }, '2026-12-12')).toBe(true);
  });
});
