import { ApiError } from '@/lib/api/api-error';
import {
  paymentDefaults,
  paymentErrorsFromServer,
  paymentSchema,
  toPaymentRequest,
  type PaymentInput,
} from './payment-schema';

const today = '2026-11-26';
/** An invoice of two seats at 125 $ before taxes: 287,44 $ due. */
const balance = 28_744;
const valid: PaymentInput = {
  method: 'cheque',
  amount: '287,44',
  receivedOn: today,
  reference: '',
};

const parse = (input: Partial<PaymentInput>, balanceCents = balance) =>
  paymentSchema(balanceCents, today).safeParse({ ...valid, ...input });

const errorsOf = (input: Partial<PaymentInput>, balanceCents = balance) => {
  const result = parse(input, balanceCents);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the payment form', () => {
  it('turns the dollars typed into integer cents, with a comma or a point', () => {
    const cents = (amount: string) =>
      paymentSchema(10_000_000, today).parse({ ...valid, amount }).amount;
    expect(cents('287,44')).toBe(28_744);
    expect(cents('287.44')).toBe(28_744);
    expect(cents(' 100 ')).toBe(10_000);
    expect(cents('100,5')).toBe(10_050);
    expect(cents('100 $')).toBe(10_000);
    // No float arithmetic: 0.29 and 19.99 are exactly 29 and 1999 cents.
    expect(cents('0,29')).toBe(29);
    expect(cents('19.99')).toBe(1999);
    expect(cents('1\u00a0000,01')).toBe(100_001);
  });

  it('accepts one cent up to the whole balance, and nothing beyond', () => {
    expect(errorsOf({ amount: '0,01' })).toEqual([]);
    expect(errorsOf({ amount: '287,44' })).toEqual([]);
    expect(errorsOf({ amount: '287,45' })).toEqual(['amountTooLarge']);
    expect(errorsOf({ amount: '1000' })).toEqual(['amountTooLarge']);
    expect(errorsOf({ amount: '0' })).toEqual(['amountTooSmall']);
    expect(errorsOf({ amount: '0,00' })).toEqual(['amountTooSmall']);
    // Far beyond any safe integer, still refused as too large, never wrapped around.
    expect(errorsOf({ amount: '99999999999999999999' })).toEqual(['amountTooLarge']);
  });

  it('asks for an amount, and refuses what is not one', () => {
    expect(errorsOf({ amount: '   ' })).toEqual(['amountRequired']);
    for (const amount of ['abc', '-50', '12,345', '1.000,00', '5e3']) {
      expect({ amount, errors: errorsOf({ amount }) }).toEqual({
        amount,
        errors: ['amountInvalid'],
      });
    }
  });

  it('takes a real day, today or before, never after', () => {
    expect(errorsOf({ receivedOn: '2026-11-01' })).toEqual([]);
    expect(errorsOf({ receivedOn: '2026-11-27' })).toEqual(['dateInFuture']);
    expect(errorsOf({ receivedOn: '2026-02-30' })).toEqual(['dateInvalid']);
    expect(errorsOf({ receivedOn: '' })).toEqual(['dateInvalid']);
  });

  it('knows the four ways money comes in; a credit is not recorded by hand', () => {
    for (const method of ['cheque', 'eft', 'card', 'interac'] as const) {
      expect(errorsOf({ method })).toEqual([]);
    }
    expect(errorsOf({ method: 'credit' as PaymentInput['method'] })).toEqual(['methodRequired']);
  });

  it('keeps a reference of 100 characters at most, trimmed', () => {
    expect(errorsOf({ reference: 'x'.repeat(100) })).toEqual([]);
    expect(errorsOf({ reference: 'x'.repeat(101) })).toEqual(['referenceTooLong']);
    expect(paymentSchema(balance, today).parse({ ...valid, reference: ' 004512 ' }).reference).toBe(
      '004512',
    );
  });

  it('starts with a cheque of the whole balance received today, in the page’s language', () => {
    expect(paymentDefaults(28_744, 'fr', today)).toEqual({ ...valid, amount: '287,44' });
    expect(paymentDefaults(28_744, 'en', today).amount).toBe('287.44');
    expect(paymentDefaults(10_000, 'fr', today).amount).toBe('100');
    // What the form starts with passes its own rules.
    expect(errorsOf(paymentDefaults(28_744, 'fr', today))).toEqual([]);
    expect(errorsOf(paymentDefaults(28_744, 'en', today))).toEqual([]);
  });

  it('sends the cents, and no reference when none was typed', () => {
    const values = paymentSchema(balance, today).parse({ ...valid, amount: '100', method: 'eft' });
    expect(toPaymentRequest(values)).toEqual({
      method: 'eft',
      amountCents: 10_000,
      receivedOn: today,
    });
    expect(toPaymentRequest({ ...values, reference: 'TX-1' })).toMatchObject({ reference: 'TX-1' });
  });

  it('puts the server’s refusals on their fields', () => {
    const refused = new ApiError(400, 'validation', 'Invalid', {
      amountCents: 'amount-exceeds-balance',
      receivedOn: 'in-the-future',
      reference: 'too-long',
    });
    expect(paymentErrorsFromServer(refused)).toEqual({
      amount: 'amountTooLarge',
      receivedOn: 'dateInFuture',
      reference: 'referenceTooLong',
    });
    expect(paymentErrorsFromServer(new ApiError(409, 'invoice-paid', 'Paid'))).toEqual({});
    expect(paymentErrorsFromServer(new Error('offline'))).toEqual({});
  });
});
