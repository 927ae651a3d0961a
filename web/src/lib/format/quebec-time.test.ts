import {
  formatQuebecDate,
  formatQuebecDay,
  formatQuebecMoment,
  formatQuebecTime,
  QUEBEC_TIME_ZONE,
  quebecDateOf,
  quebecTimeOf,
  quebecWallTimeToIso,
  todayInQuebec,
} from './quebec-time';

const spaces = /[\u00a0\u202f]/g;

describe('Quebec time', () => {
  it('writes an instant in Quebec time, short, in each language', () => {
    expect(formatQuebecMoment('2026-12-05T14:00:00Z', 'fr')).toBe('5 déc. 2026, 9\u00a0h\u00a000');
    expect(formatQuebecMoment('2026-07-01T19:30:00Z', 'en')).toBe('Jul 1, 2026, 3:30\u00a0p.m.');
  });

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

  it('agrees with Intl in America/Montreal, around every change of time from 2007 to 2040', () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: QUEBEC_TIME_ZONE, ...options });
    const parts = intl('en-CA', {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const formats = {
      fr: {
        day: intl('fr-CA', { dateStyle: 'full' }),
        date: intl('fr-CA', { dateStyle: 'medium' }),
      },
      en: {
        day: intl('en-CA', { dateStyle: 'full' }),
        date: intl('en-CA', { dateStyle: 'medium' }),
      },
    };
    const hours = {
      fr: intl('fr-CA', { hour: 'numeric', minute: '2-digit' }),
      en: intl('en-CA', { hour: 'numeric', minute: '2-digit' }),
    };
    const instants: Date[] = [];
    for (let year = 2007; year <= 2040; year++) {
      // Every day of March and November at each hour around the change, and the 10th of each month.
      for (const month of [2, 10]) {
        for (let day = 1; day <= 14; day++) {
          for (const hour of [5, 6, 7, 8]) {
            for (const minute of [0, 59])
              instants.push(new Date(Date.UTC(year, month, day, hour, minute)));
          }
        }
      }
      for (let month = 0; month < 12; month++)
        instants.push(new Date(Date.UTC(year, month, 10, 3, 30)));
    }
    for (const instant of instants) {
      const iso = instant.toISOString();
      const read = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
      expect(quebecDateOf(iso), iso).toBe(`${read.year}-${read.month}-${read.day}`);
      expect(quebecTimeOf(iso), iso).toBe(`${read.hour}:${read.minute}`);
      for (const language of ['fr', 'en'] as const) {
        expect(formatQuebecDay(iso, language), iso).toBe(formats[language].day.format(instant));
        expect(formatQuebecDate(iso, language), iso).toBe(formats[language].date.format(instant));
        expect(formatQuebecTime(iso, language), iso).toBe(
          hours[language].format(instant).replace(/ /g, '\u00a0'),
        );
      }
    }
    // A wall-clock time written back is the same instant, summer and winter.
    for (const instant of instants) {
      const iso = instant.toISOString();
      const back = quebecWallTimeToIso(quebecDateOf(iso), quebecTimeOf(iso));
      if (new Date(back).getTime() !== Math.floor(instant.getTime() / 60_000) * 60_000) {
        // Only the hour repeated in November (1:00-1:59 twice) may read back an hour apart.
        expect(quebecTimeOf(iso).startsWith('01:'), iso).toBe(true);
      }
    }
  });
});
