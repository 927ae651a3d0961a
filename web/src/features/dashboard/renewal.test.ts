import { expiresSoon } from './renewal';

describe('a certificate’s expiry', () => {
  it('is soon within 90 days, and once expired', () => {
    const valid = (expiryDate: string) => ({ expiryDate, status: 'valid' as const });
    expect(expiresSoon(valid('2027-03-12'), '2026-12-12')).toBe(true);
    expect(expiresSoon(valid('2027-03-13'), '2026-12-12')).toBe(false);
    expect(expiresSoon(valid('2026-12-12'), '2026-12-12')).toBe(true);
    expect(expiresSoon({ expiryDate: '2026-06-01', status: 'expired' }, '2026-12-12')).toBe(true);
  });
});
