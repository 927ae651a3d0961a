import { formatDuration } from './duration';

const nbsp = /\u00a0/g;

describe('course durations', () => {
  it('are written in hours and minutes the French way', () => {
    expect(formatDuration(3, 'fr').replace(nbsp, ' ')).toBe('3 h');
    expect(formatDuration(3.5, 'fr').replace(nbsp, ' ')).toBe('3 h 30');
    expect(formatDuration(0.25, 'fr').replace(nbsp, ' ')).toBe('0 h 15');
  });

  it('are written in hours in English', () => {
    expect(formatDuration(1, 'en')).toBe('1 hour');
    expect(formatDuration(16, 'en')).toBe('16 hours');
    expect(formatDuration(3.5, 'en')).toBe('3.5 hours');
  });

  it('are written in English exactly as Intl writes hours in en-CA', () => {
    const intl = new Intl.NumberFormat('en-CA', {
      style: 'unit',
      unit: 'hour',
      unitDisplay: 'long',
      maximumFractionDigits: 2,
    });
    for (const hours of [0, 0.25, 0.5, 1, 1.5, 2, 3.333, 7.5, 8, 16, 40, 120]) {
      expect(formatDuration(hours, 'en')).toBe(intl.format(hours));
    }
  });
});
