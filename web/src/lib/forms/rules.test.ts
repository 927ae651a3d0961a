import { z } from 'zod';
import {
  birthDateField,
  emailField,
  isCalendarDate,
  isPastOrToday,
  phoneField,
  requiredText,
  today,
} from './rules';

const firstError = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('the shared form rules', () => {
  it('write today in the visitor’s time zone as YYYY-MM-DD', () => {
    expect(today(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });

  it('know a real day from a look-alike, and a past day from a future one', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    const now = new Date(2026, 5, 15, 12);
    expect(isPastOrToday('2026-06-15', now)).toBe(true);
    expect(isPastOrToday('2026-06-16', now)).toBe(false);
  });

  it('give each problem the key the form asked for', () => {
    const keys = { required: 'nameMissing', tooLong: 'nameLong', invalid: 'bad' } as const;
    expect(firstError(requiredText(keys, 5), '  ')).toBe('nameMissing');
    expect(firstError(requiredText(keys, 5), 'abcdef')).toBe('nameLong');
    expect(firstError(emailField(keys), '')).toBe('nameMissing');
    expect(firstError(emailField(keys), 'marie@')).toBe('bad');
    expect(emailField(keys).parse(' marie@example.com ')).toBe('marie@example.com');
    expect(firstError(phoneField(keys), '819 555-0142 poste 2')).toBe('bad');
    expect(phoneField(keys).parse(' +1 (819) 555-0142 ')).toBe('+1 (819) 555-0142');
    expect(firstError(phoneField(keys), '1'.repeat(31))).toBe('nameLong');
    expect(birthDateField('bad').safeParse('').success).toBe(true);
    expect(firstError(birthDateField('bad'), '2999-01-01')).toBe('bad');
  });
});
