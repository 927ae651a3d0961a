import { todayInQuebec } from '@/lib/format/quebec-time';
import { isCalendarDate } from '@/lib/forms/rules';
import type { CompanyErrorKey } from './errors';

/** A statement's period as the form shows it: its first and last days, both included. */
export interface StatementPeriod {
  from: string;
  to: string;
}

/** January 1 of this year to today, in Quebec: the server's own default. */
export function defaultStatementPeriod(now = new Date()): StatementPeriod {
  const today = todayInQuebec(now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** The day after a calendar date, both YYYY-MM-DD. */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** What is wrong with a period, field by field; nothing when it can be asked for. */
export function periodErrors({
  from,
  to,
}: StatementPeriod): Partial<Record<keyof StatementPeriod, CompanyErrorKey>> {
  const errors: Partial<Record<keyof StatementPeriod, CompanyErrorKey>> = {};
  if (!isCalendarDate(from)) errors.from = 'dateInvalid';
  if (!isCalendarDate(to)) errors.to = 'dateInvalid';
  else if (!errors.from && to < from) errors.to = 'periodReversed';
  return errors;
}

/** The query the server reads: its `to` is the day after the last one, excluded. */
export const statementRange = ({ from, to }: StatementPeriod) => ({ from, to: dayAfter(to) });
