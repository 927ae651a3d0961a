import { formatDate, formatTimeOfDay } from './dates';
import { formatMoney } from './money';
import { formatWholeNumber } from './number';

const nbsp = /[\u00a0\u202f]/g;

describe('formatting with the Canadian locales', () => {
  it('writes money the French way in French and the English way in English', () => {
    expect(formatMoney(15000, 'fr').replace(nbsp, ' ')).toBe('150,00 $');
    expect(formatMoney(15000, 'en')).toBe('$150.00');
  });

  it('writes money exactly as Intl does in fr-CA and en-CA, without making a formatter', () => {
    const amounts = [0, 1, 99, 100, 105, 999, 15000, 123456, 99999999, 123456789, -1250, -100050];
    for (const language of ['fr', 'en'] as const) {
      const intl = new Intl.NumberFormat(`${language}-CA`, { style: 'currency', currency: 'CAD' });
      for (const cents of amounts) {
        expect(formatMoney(cents, language)).toBe(intl.format(cents / 100));
      }
    }
  });

  it('writes whole numbers exactly as Intl does in fr-CA and en-CA, without making a formatter', () => {
    const numbers = [0, 7, 999, 1000, 12345, 1000000, 123456789, -1, -4500];
    for (const language of ['fr', 'en'] as const) {
      const intl = new Intl.NumberFormat(`${language}-CA`);
      for (const value of numbers)
        expect(formatWholeNumber(value, language)).toBe(intl.format(value));
    }
  });

  it('writes times of day as "15 h 30" in French and "3:30 p.m." in English', () => {
    expect(formatTimeOfDay(15, 30, 'fr').replace(nbsp, ' ')).toBe('15 h 30');
    expect(formatTimeOfDay(15, 30, 'en').replace(nbsp, ' ')).toBe('3:30 p.m.');
    expect(formatTimeOfDay(9, 0, 'fr').replace(nbsp, ' ')).toBe('9 h 00');
    expect(formatTimeOfDay(0, 5, 'en').replace(nbsp, ' ')).toBe('12:05 a.m.');
    expect(formatTimeOfDay(12, 0, 'en').replace(nbsp, ' ')).toBe('12:00 p.m.');
    expect(formatTimeOfDay(9, 0, 'de').replace(nbsp, ' ')).toBe('9 h 00');
    // Never broken between the hour and its unit or period.
    expect(formatTimeOfDay(9, 0, 'fr')).not.toContain(' ');
    expect(formatTimeOfDay(9, 0, 'en')).not.toContain(' ');
  });

  it('falls back to French for an unknown language', () => {
    expect(formatDate(new Date(2025, 2, 1), 'de').replace(nbsp, ' ')).toBe('1 mars 2025');
  });
});
