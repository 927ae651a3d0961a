import { intlLocale } from '@/lib/i18n/languages';
import { dateTimeFormat } from '@/lib/format/intl';

/** Courses take place in Quebec: their dates and times are shown in Quebec time. */
export const QUEBEC_TIME_ZONE = 'America/Montreal';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const partsFormat = dateTimeFormat('en-US', {
  timeZone: QUEBEC_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock fields of an instant in Quebec. */
function quebecFields(instant: Date) {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes to add to UTC to get Quebec time at that instant (-300 in winter, -240 in summer). */
function quebecOffsetMinutes(instant: Date): number {
  const f = quebecFields(instant);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** Today's date in Quebec, as YYYY-MM-DD. */
export function todayInQuebec(now = new Date()): string {
  const f = quebecFields(now);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
}

/** The Quebec calendar date (YYYY-MM-DD) of an instant. */
export function quebecDateOf(value: string | Date): string {
  return todayInQuebec(typeof value === 'string' ? new Date(value) : value);
}

/** The Quebec wall-clock time (HH:MM) of an instant. */
export function quebecTimeOf(value: string | Date): string {
  const f = quebecFields(typeof value === 'string' ? new Date(value) : value);
  return `${pad(f.hour)}:${pad(f.minute)}`;
}

/**
 * A Quebec date (YYYY-MM-DD) and wall-clock time (HH:MM) as ISO 8601 with the offset in force
 * then: ('2026-12-05', '09:00') → '2026-12-05T09:00:00-05:00'.
 */
export function quebecWallTimeToIso(date: string, time: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let offset = quebecOffsetMinutes(new Date(guess));
  const corrected = quebecOffsetMinutes(new Date(guess - offset * 60_000));
  if (corrected !== offset) offset = corrected;
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${date}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** "samedi 5 décembre 2026" / "Saturday, December 5, 2026", in Quebec time. */
export function formatQuebecDay(value: string, language: string | undefined): string {
  return dateTimeFormat(intlLocale(language), {
    timeZone: QUEBEC_TIME_ZONE,
    dateStyle: 'full',
  }).format(new Date(value));
}

/** "9 h 00" / "9:00 a.m.", in Quebec time, never broken across two lines. */
export function formatQuebecTime(value: string, language: string | undefined): string {
  return dateTimeFormat(intlLocale(language), {
    timeZone: QUEBEC_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(new Date(value))
    .replace(/ /g, '\u00a0');
}

/** The date `count` working days (Monday to Friday) before `date`, both YYYY-MM-DD. */
export function workingDaysBefore(date: string, count: number): string {
  const current = new Date(`${date}T12:00:00Z`);
  let left = count;
  while (left > 0) {
    current.setUTCDate(current.getUTCDate() - 1);
    const weekday = current.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current.toISOString().slice(0, 10);
}

/** "5 déc. 2026" / "Dec 5, 2026": the Quebec calendar date of an instant, short. */
export function formatQuebecDate(value: string, language: string | undefined): string {
  return dateTimeFormat(intlLocale(language), {
    timeZone: QUEBEC_TIME_ZONE,
    dateStyle: 'medium',
  }).format(new Date(value));
}
