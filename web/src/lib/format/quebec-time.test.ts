import {
  formatQuebecTime,
  quebecDateOf,
  quebecTimeOf,
  quebecWallTimeToIso,
  todayInQuebec,
  workingDaysBefore,
} from './quebec-time';

const spaces = /[\u00a0\u202f]/g;

describe('Quebec time', () => {
  it('turns a Quebec wall-clock time into ISO 8601 with the offset in force', () => {
    expect(quebecWallTimeToIso('2026-12-05', '09:00')).toBe('2026-12-05T09:00:00-05:00');
    expect(quebecWallTimeToIso('2026-07-01', '15:30')).toBe('2026-07-01T15:30:00-04:00');
    expect(new Date(quebecWallTimeToIso('2026-03-08', '12:00')).toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
  });

  it('reads dates and times of instants in Quebec, whatever the computer’s zone', () => {
    // 2 a.m. UTC on the 6th is still the evening of the 5th in Gatineau.
    expect(quebecDateOf('2026-12-06T02:00:00Z')).toBe('2026-12-05');
    expect(quebecTimeOf('2026-12-06T02:00:00Z')).toBe('21:00');
    expect(todayInQuebec(new Date('2026-01-01T04:59:00Z'))).toBe('2025-12-31');
    expect(formatQuebecTime('2026-12-05T15:30:00-05:00', 'fr').replace(spaces, ' ')).toBe(
      '15 h 30',
    );
    expect(formatQuebecTime('2026-12-05T15:30:00-05:00', 'en').replace(spaces, ' ')).toBe(
      '3:30 p.m.',
    );
    // "17 h 00" must not break after "17" at the end of a line.
    expect(formatQuebecTime('2026-12-05T17:00:00-05:00', 'fr')).toBe('17\u00a0h\u00a000');
    expect(formatQuebecTime('2026-12-05T17:00:00-05:00', 'en')).not.toContain(' ');
  });

  it('counts working days back, skipping weekends', () => {
    // Monday 7 December 2026 − 5 working days = Monday 30 November.
    expect(workingDaysBefore('2026-12-07', 5)).toBe('2026-11-30');
    // Saturday 5 December − 5 working days = Monday 30 November.
    expect(workingDaysBefore('2026-12-05', 5)).toBe('2026-11-30');
    expect(workingDaysBefore('2026-12-09', 1)).toBe('2026-12-08');
  });
});
