import {
  mondayOf,
  periodDays,
  periodFrom,
  periodOfToday,
  shiftPeriod,
  switchKind,
  withPeriod,
} from './calendar-period';

const today = '2026-11-25';
const params = (query: string) => new URLSearchParams(query);

describe('the calendar period', () => {
  it('shows whole weeks from Monday to Sunday around a month', () => {
    // December 2030 starts on a Sunday and ends on a Tuesday: six weeks.
    const days = periodDays({ kind: 'month', month: '2030-12' });
    expect(days).toHaveLength(42);
    expect([days[0], days.at(-1)]).toEqual(['2030-11-25', '2031-01-05']);
    // February 2027 starts on a Monday and ends on a Sunday: four weeks exactly.
    const february = periodDays({ kind: 'month', month: '2027-02' });
    expect([february.length, february[0], february.at(-1)]).toEqual([
      28,
      '2027-02-01',
      '2027-02-28',
    ]);
  });

  it('starts a week on its Monday', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(periodDays({ kind: 'week', start: '2026-12-28' })).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('reads the address, and falls back to the current month on anything else', () => {
    expect(periodFrom(params('month=2027-03'), today)).toEqual({ kind: 'month', month: '2027-03' });
    expect(periodFrom(params('week=2026-11-26'), today)).toEqual({
      kind: 'week',
      start: '2026-11-23',
    });
    for (const query of ['', 'month=2027-13', 'month=march', 'week=2026-02-30']) {
      expect(periodFrom(params(query), today)).toEqual({ kind: 'month', month: '2026-11' });
    }
  });

  it('moves by a month across years, and by seven days', () => {
    expect(shiftPeriod({ kind: 'month', month: '2026-12' }, 1)).toEqual({
      kind: 'month',
      month: '2027-01',
    });
    expect(shiftPeriod({ kind: 'month', month: '2026-01' }, -1)).toEqual({
      kind: 'month',
      month: '2025-12',
    });
    expect(shiftPeriod({ kind: 'week', start: '2026-11-30' }, -1)).toEqual({
      kind: 'week',
      start: '2026-11-23',
    });
    expect(periodOfToday('week', today)).toEqual({ kind: 'week', start: '2026-11-23' });
  });

  it('switches between a month and its week', () => {
    expect(switchKind({ kind: 'month', month: '2026-11' }, 'week', today)).toEqual({
      kind: 'week',
      start: '2026-11-23',
    });
    expect(switchKind({ kind: 'month', month: '2027-02' }, 'week', today)).toEqual({
      kind: 'week',
      start: '2027-02-01',
    });
    // Monday 30 November to Sunday 6 December: most of it is in December.
    expect(switchKind({ kind: 'week', start: '2026-11-30' }, 'month', today)).toEqual({
      kind: 'month',
      month: '2026-12',
    });
  });

  it('writes one period into the address and keeps its other parameters', () => {
    const next = withPeriod(params('view=calendar&month=2026-11&lng=en'), {
      kind: 'week',
      start: '2026-11-23',
    });
    expect(String(next)).toBe('view=calendar&lng=en&week=2026-11-23');
  });
});
