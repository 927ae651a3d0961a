import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { endSentences } from './sentence-end';

describe('endSentences', () => {
  it('drops the period after a time that ends a sentence', () => {
    expect(endSentences('Check-in opens at 8:00 a.m..')).toBe('Check-in opens at 8:00 a.m.');
    expect(endSentences('Until Tuesday, December 1, 2026, 4:30 p.m.. Then call us.')).toBe(
      'Until Tuesday, December 1, 2026, 4:30 p.m. Then call us.',
    );
  });

  it('leaves everything else as it is', () => {
    expect(endSentences('De 8 h 30 à 16 h 30.')).toBe('De 8 h 30 à 16 h 30.');
    expect(endSentences('From 8:00 a.m. to 4:00 p.m.')).toBe('From 8:00 a.m. to 4:00 p.m.');
    expect(endSentences('Wait...')).toBe('Wait...');
  });

  it('applies to every translated string', () => {
    const t = i18n.getFixedT('en', 'bookingSuccess');
    expect(t('manage.until', { date: 'Tuesday, December 1, 2026, 8:00 a.m.' })).toBe(
      'You can cancel or change session online until Tuesday, December 1, 2026, 8:00 a.m.',
    );
  });
});
