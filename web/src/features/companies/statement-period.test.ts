import { dayAfter, defaultStatementPeriod, periodErrors, statementRange } from './statement-period';

describe('the statement’s period', () => {
  it('runs from January 1 to today in Quebec by default', () => {
    // 3:00 UTC on January 1 is still December 31 in Quebec.
    expect(defaultStatementPeriod(new Date('2027-01-01T03:00:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(defaultStatementPeriod(new Date('2026-11-26T15:00:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2026-11-26',
    });
  });

  it('asks the server up to the day after the last one, which it excludes', () => {
    expect(statementRange({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2026-01-01',
      to: '2027-01-01',
    });
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-03-08')).toBe('2026-03-09');
  });

  it('wants two real days, the last not before the first', () => {
    expect(periodErrors({ from: '2026-01-01', to: '2026-01-01' })).toEqual({});
    expect(periodErrors({ from: '2026-02-01', to: '2026-01-31' })).toEqual({
      to: 'periodReversed',
    });
    expect(periodErrors({ from: '', to: '2026-02-30' })).toEqual({
      from: 'dateInvalid',
      to: 'dateInvalid',
    });
  });
});
