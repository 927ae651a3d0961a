import { ApiError } from '@/lib/api/api-error';
import {
  promoCodeDefaults,
  promoCodeErrorsFromServer,
  promoCodeSchema,
  type PromoCodeInput,
} from './promo-code-schema';

const today = '2026-11-26';

const valid: PromoCodeInput = {
  ...promoCodeDefaults(),
  code: 'ete25',
  value: '25',
};

const parse = (input: Partial<PromoCodeInput>) =>
  promoCodeSchema(today).safeParse({ ...valid, ...input });

/** The message keys of the refused fields, by field. */
const errorsOf = (input: Partial<PromoCodeInput>) => {
  const result = parse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

const request = (input: Partial<PromoCodeInput>) =>
  promoCodeSchema(today).parse({ ...valid, ...input });

describe('the promo code form', () => {
  it('sends a percentage off every course, the code in upper case, with no dates nor limits', () => {
    expect(request({ code: '  ete25 ' })).toEqual({ code: 'ETE25', percentOff: 25, courseIds: [] });
  });

  it('asks for a code of 3 to 40 letters, digits, - and _', () => {
    expect(errorsOf({ code: '' })).toEqual({ code: 'codeRequired' });
    expect(errorsOf({ code: 'ab' })).toEqual({ code: 'codeTooShort' });
    expect(errorsOf({ code: 'x'.repeat(41) })).toEqual({ code: 'codeTooLong' });
    expect(errorsOf({ code: 'x'.repeat(40) })).toEqual({});
    for (const code of ['été25', 'NOËL', 'ETE 25', 'ETE25!', 'a.b.c']) {
      expect({ code, errors: errorsOf({ code }) }).toEqual({
        code,
        errors: { code: 'codeInvalid' },
      });
    }
    expect(request({ code: 'rentree_2026-b' }).code).toBe('RENTREE_2026-B');
  });

  it('takes a whole percentage from 1 to 100, with or without its sign', () => {
    expect(request({ value: '100' })).toMatchObject({ percentOff: 100 });
    expect(request({ value: '15 %' })).toMatchObject({ percentOff: 15 });
    expect(request({ value: '15%' })).toMatchObject({ percentOff: 15 });
    expect(errorsOf({ value: '' })).toEqual({ value: 'percentRequired' });
    for (const value of ['0', '101', '12,5', '-5', 'dix']) {
      expect({ value, errors: errorsOf({ value }) }).toEqual({
        value,
        errors: { value: 'percentInvalid' },
      });
    }
  });

  it('turns an amount in dollars into cents, with a comma or a point, up to 100 000 $', () => {
    const amount = (value: string) => request({ kind: 'amount', value });
    expect(amount('20')).toEqual({ code: 'ETE25', amountOffCents: 2000, courseIds: [] });
    expect(amount('20,50')).toMatchObject({ amountOffCents: 2050 });
    expect(amount('19.99')).toMatchObject({ amountOffCents: 1999 });
    expect(amount('100 000')).toMatchObject({ amountOffCents: 10_000_000 });
    expect(errorsOf({ kind: 'amount', value: '' })).toEqual({ value: 'amountRequired' });
    expect(errorsOf({ kind: 'amount', value: 'vingt' })).toEqual({ value: 'amountInvalid' });
    expect(errorsOf({ kind: 'amount', value: '0' })).toEqual({ value: 'amountOutOfRange' });
    expect(errorsOf({ kind: 'amount', value: '100000,01' })).toEqual({
      value: 'amountOutOfRange',
    });
  });

  it('sends the courses checked; none means every course', () => {
    expect(request({ courseIds: [2, 3] })).toMatchObject({ courseIds: [2, 3] });
    expect(request({ courseIds: [] })).toMatchObject({ courseIds: [] });
  });

  it('takes optional first and last days, in order, the last one not past', () => {
    expect(request({ startsOn: '2026-12-01', endsOn: '2026-12-31' })).toMatchObject({
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
    });
    // Started already, and ending today: still of use.
    expect(errorsOf({ startsOn: '2026-11-01', endsOn: today })).toEqual({});
    expect(errorsOf({ startsOn: '2026-12-31', endsOn: '2026-12-01' })).toEqual({
      endsOn: 'endsBeforeStart',
    });
    expect(errorsOf({ endsOn: '2026-11-25' })).toEqual({ endsOn: 'endsInPast' });
    expect(errorsOf({ startsOn: '2026-02-30', endsOn: 'demain' })).toEqual({
      startsOn: 'dateInvalid',
      endsOn: 'dateInvalid',
    });
    // A wrong first day does not make the last one wrong too.
    expect(errorsOf({ startsOn: '2026-13-01', endsOn: '2026-12-01' })).toEqual({
      startsOn: 'dateInvalid',
    });
  });

  it('takes optional limits of uses, whole numbers from 1 to a million', () => {
    expect(request({ maxUses: '100', maxUsesPerPerson: '1' })).toMatchObject({
      maxUses: 100,
      maxUsesPerPerson: 1,
    });
    expect(request({ maxUses: '1 000 000' })).toMatchObject({ maxUses: 1_000_000 });
    expect(request({ maxUses: ' ', maxUsesPerPerson: '' })).not.toHaveProperty('maxUses');
    for (const uses of ['0', '1000001', '2,5', 'dix']) {
      expect({ uses, errors: errorsOf({ maxUses: uses, maxUsesPerPerson: uses }) }).toEqual({
        uses,
        errors: { maxUses: 'usesInvalid', maxUsesPerPerson: 'usesInvalid' },
      });
    }
  });

  it('starts as a percentage off every course, which asks for its code and value first', () => {
    expect(errorsOf(promoCodeDefaults())).toEqual({
      code: 'codeRequired',
      value: 'percentRequired',
    });
  });

  it('puts the server’s refusals on their fields, and a code taken on the code', () => {
    const refused = new ApiError(400, 'validation', 'Invalid', {
      code: 'invalid-code',
      percentOff: 'out-of-range',
      courseIds: 'unknown-course',
      startsOn: 'invalid-date',
      endsOn: 'before-start',
      maxUses: 'out-of-range',
      maxUsesPerPerson: 'out-of-range',
      language: 'required',
    });
    expect(promoCodeErrorsFromServer(refused, 'percent')).toEqual({
      code: 'codeInvalid',
      value: 'percentInvalid',
      courseIds: 'coursesUnknown',
      startsOn: 'dateInvalid',
      endsOn: 'endsBeforeStart',
      maxUses: 'usesInvalid',
      maxUsesPerPerson: 'usesInvalid',
    });
    const amount = (fields: Record<string, string>) =>
      promoCodeErrorsFromServer(new ApiError(400, 'validation', 'Invalid', fields), 'amount');
    expect(amount({ amountOffCents: 'out-of-range' })).toEqual({ value: 'amountOutOfRange' });
    expect(amount({ percentOff: 'required' })).toEqual({ value: 'amountRequired' });
    expect(amount({ courseIds: 'invalid-list' })).toEqual({ courseIds: 'coursesInvalid' });
    expect(promoCodeErrorsFromServer(new ApiError(409, 'code-taken', 'Taken'), 'percent')).toEqual({
      code: 'codeTaken',
    });
    expect(promoCodeErrorsFromServer(new Error('offline'), 'percent')).toEqual({});
  });
});
