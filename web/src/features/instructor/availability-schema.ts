import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { isCalendarDate } from '@/lib/forms/rules';
import type { Resources } from '@/lib/i18n/resources';
import type { Availability } from './api/types';

/** Keys of instructor:availability.errors. */
export type AvailabilityErrorKey = keyof Resources['instructor']['availability']['errors'];

const message = (key: AvailabilityErrorKey) => ({ error: key });
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The server's limits. */
export const MAX_WEEKLY_RANGES = 28;
export const MAX_TIME_OFF = 100;
export const NOTE_MAX_LENGTH = 200;

/** The days of the week as the server numbers them: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** One range of hours on a weekday, "HH:MM" on the Quebec clock. */
const rangeFields = z.object({
  weekday: z.number().int().min(1).max(7),
  start: z.string().regex(TIME, message('startRequired')),
  end: z.string().regex(TIME, message('endRequired')),
});

/** Days off, first and last included, with an optional note. */
const timeOffFields = z.object({
  startsOn: z.string().refine(isCalendarDate, message('startsOnRequired')),
  endsOn: z.string().refine(isCalendarDate, message('endsOnRequired')),
  note: z.string().trim().max(NOTE_MAX_LENGTH, message('noteTooLong')),
});

type Range = z.output<typeof rangeFields>;

/** Whether `range` starts inside another range of its day that starts before it (or first). */
function overlapsAnother(ranges: readonly Range[], index: number): boolean {
  const range = ranges[index]!;
  return ranges.some(
    (other, at) =>
      at !== index &&
      other.weekday === range.weekday &&
      other.start < other.end &&
      (other.start < range.start || (other.start === range.start && at < index)) &&
      other.end > range.start,
  );
}

/**
 * The availability form: up to 28 ranges of weekly hours, each ending after it starts and none
 * overlapping another of its day, and up to 100 periods off, each ending on or after its first
 * day. Its output is the request, in the form's order (the server's `weekly[i]` is the form's).
 */
export const availabilitySchema = z
  .object({
    weekly: z.array(rangeFields).max(MAX_WEEKLY_RANGES, message('tooManyRanges')),
    timeOff: z.array(timeOffFields).max(MAX_TIME_OFF, message('tooManyTimeOff')),
  })
  .superRefine((values, context) => {
    values.weekly.forEach((range, index) => {
      if (range.end <= range.start) {
        context.addIssue({
          code: 'custom',
          path: ['weekly', index, 'end'],
          message: 'endBeforeStart',
        });
      } else if (overlapsAnother(values.weekly, index)) {
        context.addIssue({ code: 'custom', path: ['weekly', index, 'start'], message: 'overlaps' });
      }
    });
    values.timeOff.forEach((period, index) => {
      if (period.endsOn < period.startsOn) {
        context.addIssue({
          code: 'custom',
          path: ['timeOff', index, 'endsOn'],
          message: 'endsOnBeforeStartsOn',
        });
      }
    });
  })
  .transform((values): Availability => ({
    weekly: values.weekly.map((range) => ({
      weekday: range.weekday,
      startsAt: range.start,
      endsAt: range.end,
    })),
    timeOff: values.timeOff.map((period) => ({
      startsOn: period.startsOn,
      endsOn: period.endsOn,
      ...(period.note ? { note: period.note } : {}),
    })),
  }));

export type AvailabilityInput = z.input<typeof availabilitySchema>;

/** A new range of hours on `weekday`: a working day. */
export const newRange = (weekday: number) => ({ weekday, start: '09:00', end: '17:00' });

/** A new period off: its days to fill in. */
export const newTimeOff = { startsOn: '', endsOn: '', note: '' };

/** The form's starting values: the ranges by weekday then start (grouped as the form shows them). */
export function availabilityDefaults(availability: Availability): AvailabilityInput {
  return {
    weekly: [...availability.weekly]
      .sort((a, b) => a.weekday - b.weekday || a.startsAt.localeCompare(b.startsAt))
      .map((range) => ({ weekday: range.weekday, start: range.startsAt, end: range.endsAt })),
    timeOff: availability.timeOff.map((period) => ({
      startsOn: period.startsOn,
      endsOn: period.endsOn,
      note: period.note ?? '',
    })),
  };
}

type AvailabilityField = FieldPath<AvailabilityInput>;

/** A range's or a period's field as the server names it: `weekly[2].endsAt`, `timeOff.0.note`. */
const ROW_FIELD = /^(weekly|timeOff)(?:\.|\[)(\d+)\]?\.(\w+)$/;
const WEEKLY_FIELDS: Record<string, 'start' | 'end'> = { startsAt: 'start', endsAt: 'end' };

function weeklyMessage(field: 'start' | 'end', reason: string): AvailabilityErrorKey {
  if (reason === 'before-start') return 'endBeforeStart';
  if (reason === 'overlaps' || reason === 'overlaps-previous') return 'overlaps';
  if (reason === 'required') return field === 'start' ? 'startRequired' : 'endRequired';
  return 'invalid';
}

function timeOffMessage(field: string, reason: string): AvailabilityErrorKey {
  if (field === 'note') return reason === 'too-long' ? 'noteTooLong' : 'invalid';
  if (reason === 'before-start') return 'endsOnBeforeStartsOn';
  if (reason === 'required') return field === 'startsOn' ? 'startsOnRequired' : 'endsOnRequired';
  return 'invalid';
}

/** The form messages of a refused save, by field: each row's on that row's field. */
export function availabilityErrorsFromServer(
  error: Error,
): Partial<Record<AvailabilityField, AvailabilityErrorKey>> {
  const errors: Partial<Record<AvailabilityField, AvailabilityErrorKey>> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [name, reason] of Object.entries(error.fields)) {
    const row = ROW_FIELD.exec(name);
    if (row) {
      const [, list, index, field = ''] = row;
      if (list === 'weekly') {
        const formField = WEEKLY_FIELDS[field] ?? 'start';
        errors[`weekly.${Number(index)}.${formField}`] = weeklyMessage(formField, reason);
      } else if (['startsOn', 'endsOn', 'note'].includes(field)) {
        errors[`timeOff.${Number(index)}.${field as 'startsOn' | 'endsOn' | 'note'}`] =
          timeOffMessage(field, reason);
      }
    } else if (name === 'weekly') {
      errors.weekly = reason === 'too-many' ? 'tooManyRanges' : 'invalid';
    } else if (name === 'timeOff') {
      errors.timeOff = reason === 'too-many' ? 'tooManyTimeOff' : 'invalid';
    }
  }
  return errors;
}
