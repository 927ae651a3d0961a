import { describe, expect, it } from 'vitest';
import { makeSession } from '@/test/bookings';
import { paymentDues, refusedMethods } from './payment-deadlines';

const session = makeSession({ paymentDeadlines: { cash: '2030-12-02', interac: '2030-12-05' } });

describe('paymentDues', () => {
  it('gives the server’s deadlines while they are to come, the day itself included', () => {
    expect(paymentDues(session, '2030-12-02')).toEqual({
      cash: { date: '2030-12-02', classDay: false },
      interac: { date: '2030-12-05', classDay: false },
    });
  });

  it('turns a deadline gone by into the class day', () => {
    expect(paymentDues(session, '2030-12-03')).toEqual({
      cash: { date: '2030-12-02', classDay: true },
      interac: { date: '2030-12-05', classDay: false },
    });
  });

  it('has nothing to say without a session', () => {
    expect(paymentDues(undefined, '2030-12-03')).toBeNull();
  });
});

describe('refusedMethods', () => {
  const late = paymentDues(session, '2030-12-06');

  it('refuses the methods past their deadline when the office refuses late payments', () => {
    expect(refusedMethods(late, 'refuse')).toEqual({ cash: '2030-12-02', interac: '2030-12-05' });
    expect(refusedMethods(paymentDues(session, '2030-12-04'), 'refuse')).toEqual({
      cash: '2030-12-02',
    });
  });

  it('refuses nothing when the office takes late payments on the class day', () => {
    expect(refusedMethods(late, 'class-day')).toEqual({});
    expect(refusedMethods(null, 'refuse')).toEqual({});
  });
});
