import { formatCalendarDay } from './quebec-time';
import { formatSessionDays, formatTimeRange, sessionDaysOf } from './session-days';

/** Text with the no-break spaces of French typography made ordinary. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const plainAll = (value: unknown) => JSON.parse(plain(JSON.stringify(value))) as unknown;

const day = (date: string, start: string, end: string, offset = '-05:00') => ({
  date,
  startsAt: `${date}T${start}:00${offset}`,
  endsAt: `${date}T${end}:00${offset}`,
});

const oneDay = {
  startsAt: '2026-12-05T09:00:00-05:00',
  endsAt: '2026-12-05T16:00:00-05:00',
  days: [day('2026-12-05', '09:00', '16:00')],
};
const twoDays = {
  startsAt: '2026-12-01T09:00:00-05:00',
  endsAt: '2026-12-02T16:00:00-05:00',
  days: [day('2026-12-01', '09:00', '16:00'), day('2026-12-02', '09:00', '16:00')],
};
const unevenDays = {
  startsAt: '2026-11-30T08:30:00-05:00',
  endsAt: '2026-12-02T12:00:00-05:00',
  days: [
    day('2026-11-30', '08:30', '16:30'),
    day('2026-12-01', '08:30', '16:30'),
    day('2026-12-02', '09:00', '12:00'),
  ],
};

describe('a session’s days', () => {
  it('writes one day with its hours, in French and English', () => {
    expect(plainAll(formatSessionDays(oneDay, 'fr'))).toEqual({
      dates: 'samedi 5 décembre 2026',
      hours: 'de 9 h 00 à 16 h 00',
      days: [{ date: 'samedi 5 décembre 2026', hours: 'de 9 h 00 à 16 h 00' }],
      text: 'samedi 5 décembre 2026, de 9 h 00 à 16 h 00',
    });
    expect(plain(formatSessionDays(oneDay, 'en').text)).toBe(
      'Saturday, December 5, 2026, from 9:00 a.m. to 4:00 p.m.',
    );
  });

  it('names every day, the year once, and the hours once when the days share them', () => {
    const fr = formatSessionDays(twoDays, 'fr');
    expect(fr.dates).toBe('mardi 1 décembre et mercredi 2 décembre 2026');
    expect(plain(fr.hours ?? '')).toBe('de 9 h 00 à 16 h 00');
    expect(plain(fr.text)).toBe(
      'mardi 1 décembre et mercredi 2 décembre 2026, de 9 h 00 à 16 h 00',
    );
    const en = formatSessionDays(twoDays, 'en');
    expect(en.dates).toBe('Tuesday, December 1 and Wednesday, December 2, 2026');
    expect(plain(en.text)).toBe(
      'Tuesday, December 1 and Wednesday, December 2, 2026, from 9:00 a.m. to 4:00 p.m.',
    );
  });

  it('gives each day its hours when they differ', () => {
    const fr = formatSessionDays(unevenDays, 'fr');
    expect(fr.dates).toBe('lundi 30 novembre, mardi 1 décembre et mercredi 2 décembre 2026');
    expect(fr.hours).toBeNull();
    expect(plainAll(fr.days)).toEqual([
      { date: 'lundi 30 novembre', hours: 'de 8 h 30 à 16 h 30' },
      { date: 'mardi 1 décembre', hours: 'de 8 h 30 à 16 h 30' },
      { date: 'mercredi 2 décembre 2026', hours: 'de 9 h 00 à 12 h 00' },
    ]);
    // French typography: a narrow no-break space before the semicolon.
    expect(fr.text).toContain('16\u00a0h\u00a030\u202f; mardi');
    expect(plain(fr.text)).toBe(
      'lundi 30 novembre, de 8 h 30 à 16 h 30 ; mardi 1 décembre, de 8 h 30 à 16 h 30 ; ' +
        'mercredi 2 décembre 2026, de 9 h 00 à 12 h 00',
    );
    const en = formatSessionDays(unevenDays, 'en');
    expect(en.dates).toBe(
      'Monday, November 30, Tuesday, December 1 and Wednesday, December 2, 2026',
    );
    expect(plain(en.text)).toBe(
      'Monday, November 30, from 8:30 a.m. to 4:30 p.m.; Tuesday, December 1, from 8:30 a.m. to ' +
        '4:30 p.m.; Wednesday, December 2, 2026, from 9:00 a.m. to 12:00 p.m.',
    );
  });

  it('writes each year when the days span two', () => {
    const newYear = {
      startsAt: '2026-12-31T09:00:00-05:00',
      endsAt: '2027-01-02T16:00:00-05:00',
      days: [day('2026-12-31', '09:00', '16:00'), day('2027-01-02', '09:00', '16:00')],
    };
    expect(formatSessionDays(newYear, 'fr').dates).toBe(
      'jeudi 31 décembre 2026 et samedi 2 janvier 2027',
    );
    expect(formatSessionDays(newYear, 'en').dates).toBe(
      'Thursday, December 31, 2026 and Saturday, January 2, 2027',
    );
  });

  it('writes short days for the office’s tables', () => {
    expect(plain(formatSessionDays(twoDays, 'fr', 'short').dates)).toBe('1 déc. et 2 déc. 2026');
    expect(formatSessionDays(twoDays, 'en', 'short').dates).toBe('Dec 1 and Dec 2, 2026');
    expect(plain(formatSessionDays(oneDay, 'fr', 'short').text)).toBe(
      '5 déc. 2026, de 9 h 00 à 16 h 00',
    );
  });

  it('reads the hours in Quebec time, summer or winter, whatever the offset sent', () => {
    const summer = {
      startsAt: '2026-07-01T12:30:00Z',
      endsAt: '2026-07-01T20:00:00Z',
      days: [
        { date: '2026-07-01', startsAt: '2026-07-01T12:30:00Z', endsAt: '2026-07-01T20:00:00Z' },
      ],
    };
    expect(plain(formatSessionDays(summer, 'fr').text)).toBe(
      'mercredi 1 juillet 2026, de 8 h 30 à 16 h 00',
    );
  });

  it('takes a session without days (an older booking’s) as the one day its start and end make', () => {
    const withoutDays = { startsAt: oneDay.startsAt, endsAt: oneDay.endsAt };
    expect(sessionDaysOf(withoutDays)).toEqual(oneDay.days);
    expect(sessionDaysOf({ ...withoutDays, days: [] })).toEqual(oneDay.days);
    expect(formatSessionDays(withoutDays, 'fr')).toEqual(formatSessionDays(oneDay, 'fr'));
    // 9 p.m. in Gatineau is already the next day in UTC: the Quebec date is kept.
    expect(
      sessionDaysOf({ startsAt: '2026-12-06T02:00:00Z', endsAt: '2026-12-06T03:00:00Z' })[0]?.date,
    ).toBe('2026-12-05');
  });

  it('writes a time range as the booking form does', () => {
    expect(plain(formatTimeRange(oneDay.startsAt, oneDay.endsAt, 'fr'))).toBe(
      'de 9 h 00 à 16 h 00',
    );
    expect(plain(formatTimeRange(oneDay.startsAt, oneDay.endsAt, 'en'))).toBe(
      'from 9:00 a.m. to 4:00 p.m.',
    );
  });
});

describe('a calendar day', () => {
  it('is written exactly as Intl writes it in fr-CA and en-CA, with or without its year', () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    const formats = {
      fr: {
        long: intl('fr-CA', { dateStyle: 'full' }),
        longNoYear: intl('fr-CA', { weekday: 'long', day: 'numeric', month: 'long' }),
        short: intl('fr-CA', { dateStyle: 'medium' }),
      },
      en: {
        long: intl('en-CA', { dateStyle: 'full' }),
        longNoYear: intl('en-CA', { weekday: 'long', day: 'numeric', month: 'long' }),
        short: intl('en-CA', { dateStyle: 'medium' }),
      },
    };
    for (let month = 0; month < 12; month++) {
      for (const dayOfMonth of [1, 9, 28]) {
        const date = new Date(Date.UTC(2027, month, dayOfMonth, 12));
        const iso = date.toISOString().slice(0, 10);
        for (const language of ['fr', 'en'] as const) {
          expect(formatCalendarDay(iso, language), iso).toBe(formats[language].long.format(date));
          expect(formatCalendarDay(iso, language, 'long', false), iso).toBe(
            formats[language].longNoYear.format(date),
          );
          expect(formatCalendarDay(iso, language, 'short'), iso).toBe(
            formats[language].short.format(date),
          );
        }
      }
    }
  });
});
