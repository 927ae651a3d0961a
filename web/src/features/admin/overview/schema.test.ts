import { dollarsToCents } from '@/lib/forms/money';
import { revenueTargetSchema } from './schema';

const errorOf = (amount: string) => {
  const result = revenueTargetSchema.safeParse({ amount });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the revenue target in dollars', () => {
  it('becomes integer cents, with a comma or a point before the cents', () => {
    expect(dollarsToCents('5000')).toBe(500_000);
    expect(dollarsToCents('5000.5')).toBe(500_050);
    expect(dollarsToCents('5000,05')).toBe(500_005);
    expect(dollarsToCents('12 345,67 $')).toBe(1_234_567);
    expect(dollarsToCents('1\u202f234,56\u00a0$')).toBe(123_456);
    // 0.1 + 0.2 style float errors cannot happen: 19.99 is 1999 cents exactly.
    expect(dollarsToCents('19.99')).toBe(1999);
  });

  it('is not an amount with letters, three decimals, a sign or two separators', () => {
    for (const text of ['abc', '12.345', '-50', '1.000,00', '5e3', '']) {
      expect({ text, cents: dollarsToCents(text) }).toEqual({ text, cents: null });
    }
  });

  it('is sent as cents', () => {
    expect(revenueTargetSchema.parse({ amount: ' 7500,25 ' })).toEqual({ amount: 750_025 });
  });

  it('must be given, be an amount, at least 1 $ and at most 10 000 000 $', () => {
    expect(errorOf('   ')).toBe('required');
    expect(errorOf('beaucoup')).toBe('invalid');
    expect(errorOf('0,99')).toBe('tooSmall');
    expect(errorOf('1')).toBeNull();
    expect(errorOf('10000000')).toBeNull();
    expect(errorOf('10000000,01')).toBe('tooLarge');
  });
});
