import { addDays } from '@/lib/format/calendar-date';

/**
 * The period the office's session calendar shows: a month (`?month=2026-11`) or a week
 * (`?week=2026-11-23`, its Monday). Days are Quebec calendar days written YYYY-MM-DD; weeks start
 * on Monday, as in Quebec French.
 */
export type CalendarPeriod = { kind: 'month'; month: string } | { kind: 'week'; start: string };

export type PeriodKind = CalendarPeriod['kind'];

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as a Date at noon UTC: adding days never crosses a day boundary by an hour. */
function noonOf(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

const dayOfDate = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A real calendar day written YYYY-MM-DD, else null. */
function validDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return dayOfDate(noonOf(value)) === value ? value : null;
}

/** A month written YYYY-MM, else null. */
function validMonth(value: string | null): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -((noonOf(day).getUTCDay() + 6) % 7));
}

function addMonths(month: string, months: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 + months, 1, 12));
  return dayOfDate(date).slice(0, 7);
}

/** The period an address asks for; without a valid one, the month of `today`. */
export function periodFrom(params: URLSearchParams, today: string): CalendarPeriod {
  const week = validDay(params.get('week'));
  if (week) return { kind: 'week', start: mondayOf(week) };
  return { kind: 'month', month: validMonth(params.get('month')) ?? today.slice(0, 7) };
}

/** The period of `kind` that holds `today`. */
export function periodOfToday(kind: PeriodKind, today: string): CalendarPeriod {
  return kind === 'week'
    ? { kind: 'week', start: mondayOf(today) }
    : { kind: 'month', month: today.slice(0, 7) };
}

/** Whether `day` belongs to the period itself (a month's grid also shows days around it). */
export function isInPeriod(period: CalendarPeriod, day: string): boolean {
  return period.kind === 'month'
    ? day.startsWith(`${period.month}-`)
    : day >= period.start && day <= addDays(period.start, 6);
}

/** The days the grid shows, whole weeks from Monday to Sunday: 7 for a week, 28 to 42 for a month. */
export function periodDays(period: CalendarPeriod): string[] {
  const first = period.kind === 'week' ? period.start : mondayOf(`${period.month}-01`);
  const last =
    period.kind === 'week'
      ? addDays(period.start, 6)
      : addDays(mondayOf(addDays(`${addMonths(period.month, 1)}-01`, -1)), 6);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period before (-1) or after (+1). */
export function shiftPeriod(period: CalendarPeriod, step: -1 | 1): CalendarPeriod {
  return period.kind === 'week'
    ? { kind: 'week', start: addDays(period.start, 7 * step) }
    : { kind: 'month', month: addMonths(period.month, step) };
}

/**
 * The period of the other kind that goes with this one: a month's week is today's when today is in
 * it, else its first; a week's month is the one that holds most of its days (its Thursday's).
 */
export function switchKind(
  period: CalendarPeriod,
  kind: PeriodKind,
  today: string,
): CalendarPeriod {
  if (period.kind === kind) return period;
  if (period.kind === 'week') return { kind: 'month', month: addDays(period.start, 3).slice(0, 7) };
  return {
    kind: 'week',
    start: mondayOf(isInPeriod(period, today) ? today : `${period.month}-01`),
  };
}

/** The address's parameters showing `period`: `month` or `week`, never both. */
export function withPeriod(params: URLSearchParams, period: CalendarPeriod): URLSearchParams {
  const next = new URLSearchParams(params);
  if (period.kind === 'week') {
    next.delete('month');
    next.set('week', period.start);
  } else {
    next.delete('week');
    next.set('month', period.month);
  }
  return next;
}
