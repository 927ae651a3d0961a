import { z } from 'zod';
import { addDays } from '@/lib/format/calendar-date';
import { quebecTimeOf } from '@/lib/format/quebec-time';

/*
 * The days of a form that schedules a class (a session, a quote's training): each a date and its
 * hours on the Quebec clock, as typed, and the server's "HH:MM" days. Each form words the
 * problems in its own namespace, under these keys.
 */

/** What a day's fields may be refused for (keys of each form's `errors`). */
export type DayErrorKey =
  | 'dateRequired'
  | 'startRequired'
  | 'endRequired'
  | 'endBeforeStart'
  | 'dayNotAfterPrevious'
  | 'dateInPast'
  | 'invalid';

/** The most days a class may have (the server's limit). */
export const MAX_DAYS = 14;

const message = (key: DayErrorKey) => ({ error: key });
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One day: its date (YYYY-MM-DD) and its start and end ("HH:MM") on the Quebec clock. */
export const dayFields = z.object({
  date: z.string().regex(DATE, message('dateRequired')),
  start: z.string().regex(TIME, message('startRequired')),
  end: z.string().regex(TIME, message('endRequired')),
});

export type DayInput = z.input<typeof dayFields>;
export type DayField = keyof DayInput;

/** A day as the server takes it and gives it back: hours "HH:MM", or instants with their offset. */
interface ServerDay {
  date: string;
  startsAt: string;
  endsAt: string;
}

/** Each day ends after it starts and comes after the day before (a later date: none overlap). */
export function checkDayOrder(days: readonly DayInput[], context: z.RefinementCtx) {
  days.forEach((day, index) => {
    if (day.end <= day.start) {
      context.addIssue({ code: 'custom', path: ['days', index, 'end'], message: 'endBeforeStart' });
    }
    const previous = days[index - 1];
    if (previous && day.date <= previous.date) {
      context.addIssue({
        code: 'custom',
        path: ['days', index, 'date'],
        message: 'dayNotAfterPrevious',
      });
    }
  });
}

/** The day after the last one, at its hours (a class given on days in a row); 9:00 to 16:00 first. */
export function nextDay(last: DayInput | undefined): DayInput {
  return {
    date: last && DATE.test(last.date) ? addDays(last.date, 1) : '',
    start: last?.start ?? '09:00',
    end: last?.end ?? '16:00',
  };
}

/** The days as the server takes them: "HH:MM" on the Montreal clock. */
export function toServerDays(days: readonly DayInput[]): ServerDay[] {
  return days.map((day) => ({ date: day.date, startsAt: day.start, endsAt: day.end }));
}

/** The server's days (instants) as the form shows them, on the Quebec clock. */
export function dayInputsOf(days: readonly ServerDay[]): DayInput[] {
  return days.map((day) => ({
    date: day.date,
    start: quebecTimeOf(day.startsAt),
    end: quebecTimeOf(day.endsAt),
  }));
}

/** The server's name of a day's field (`days[1].endsAt`, or `days.1.endsAt`), and the form's. */
const SERVER_DAY_FIELD = /^days(?:\[(\d+)\]|\.(\d+))(?:\.(date|startsAt|endsAt))?$/;
const FORM_FIELDS = { date: 'date', startsAt: 'start', endsAt: 'end' } as const;
const REQUIRED = { date: 'dateRequired', start: 'startRequired', end: 'endRequired' } as const;

/** Why the server refused a day's field, as the form says it. */
function dayMessage(field: DayField, reason: string): DayErrorKey {
  if (reason === 'before-start') return 'endBeforeStart';
  if (reason === 'overlaps-previous-day') return 'dayNotAfterPrevious';
  if (reason === 'in-the-past') return 'dateInPast';
  return reason === 'required' ? REQUIRED[field] : 'invalid';
}

/**
 * The form's field (`days.1.end`) and message of the server's refusal of a day's field, or null
 * when `name` is no day's field.
 */
export function dayErrorFromServer(
  name: string,
  reason: string,
): [`days.${number}.${DayField}`, DayErrorKey] | null {
  const match = SERVER_DAY_FIELD.exec(name);
  if (!match) return null;
  const field = FORM_FIELDS[(match[3] ?? 'date') as keyof typeof FORM_FIELDS];
  return [`days.${Number(match[1] ?? match[2])}.${field}`, dayMessage(field, reason)];
}
