import { makeAdminCourse } from '@/test/courses';
import type { PromoCode } from './api/types';
import { courseTitles, formatDiscount, formatUses, validityOf } from './format';

const code: PromoCode = {
  id: 1,
  code: 'ETE25',
  percentOff: 25,
  amountOffCents: null,
  courseIds: [],
  startsOn: null,
  endsOn: null,
  maxUses: null,
  maxUsesPerPerson: null,
  active: true,
  uses: 3,
  createdAt: '2026-11-01T14:00:00Z',
};

describe('the promo codes’ formats', () => {
  it('writes a percentage the French way and the English way', () => {
    expect(formatDiscount(code, 'fr')).toBe('25\u00a0%');
    expect(formatDiscount(code, 'en')).toBe('25%');
  });

  it('writes an amount off as money', () => {
    const amount = { percentOff: null, amountOffCents: 2050 };
    expect(formatDiscount(amount, 'fr')).toBe('20,50\u00a0$');
    expect(formatDiscount(amount, 'en')).toBe('$20.50');
    expect(formatDiscount({ percentOff: null, amountOffCents: 100_000 }, 'fr')).toBe(
      '1\u00a0000,00\u00a0$',
    );
  });

  it('counts the uses against the limit, when there is one', () => {
    expect(formatUses({ uses: 3, maxUses: 10 }, 'fr')).toBe('3 / 10');
    expect(formatUses({ uses: 3, maxUses: null }, 'fr')).toBe('3');
    expect(formatUses({ uses: 1200, maxUses: 5000 }, 'en')).toBe('1,200 / 5,000');
    expect(formatUses({ uses: 1200, maxUses: 5000 }, 'fr')).toBe('1\u00a0200 / 5\u00a0000');
  });

  it('tells which dates bound a code', () => {
    expect(validityOf(code)).toBe('always');
    expect(validityOf({ startsOn: '2026-12-01', endsOn: null })).toBe('from');
    expect(validityOf({ startsOn: null, endsOn: '2026-12-31' })).toBe('until');
    expect(validityOf({ startsOn: '2026-12-01', endsOn: '2026-12-31' })).toBe('between');
  });

  it('names a code’s courses in the admin’s language, and says which it does not know', () => {
    const courses = [
      makeAdminCourse({ id: 2 }),
      makeAdminCourse({ id: 3, title: { fr: 'Secourisme', en: '' } }),
    ];
    expect(courseTitles([3, 2, 9], courses, 'en')).toEqual([
      { id: 3, title: 'Secourisme' },
      { id: 2, title: 'Cardio Rescuer CPR-AED Level C' },
      { id: 9, title: null },
    ]);
    expect(courseTitles([], courses, 'fr')).toEqual([]);
  });
});
