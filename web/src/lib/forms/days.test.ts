import { z } from 'zod';
import {
  checkDayOrder,
  dayErrorFromServer,
  dayFields,
  dayInputsOf,
  nextDay,
  toServerDays,
} from './days';

const schema = z
  .object({ days: z.array(dayFields) })
  .superRefine((values, context) => checkDayOrder(values.days, context));

/** The message keys of the refused fields, by field. */
const problems = (days: { date: string; start: string; end: string }[]) =>
  Object.fromEntries(
    (schema.safeParse({ days }).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the days of a class', () => {
  it('asks for each day’s date and hours', () => {
    expect(problems([{ date: '', start: '9:00', end: '9:30' }])).toEqual({
      'days.0.date': 'dateRequired',
      'days.0.start': 'startRequired',
      'days.0.end': 'endRequired',
    });
  });

  it('wants each day to end after it starts and to come after the one before', () => {
    expect(
      problems([
        { date: '2026-12-05', start: '09:00', end: '16:00' },
        { date: '2026-12-05', start: '13:00', end: '12:00' },
      ]),
    ).toEqual({ 'days.1.date': 'dayNotAfterPrevious', 'days.1.end': 'endBeforeStart' });
  });

  it('adds the day after the last one at its hours, the first one from 9:00 to 16:00', () => {
    expect(nextDay(undefined)).toEqual({ date: '', start: '09:00', end: '16:00' });
    expect(nextDay({ date: '2026-12-31', start: '08:30', end: '12:00' })).toEqual({
      date: '2027-01-01',
      start: '08:30',
      end: '12:00',
    });
    expect(nextDay({ date: '', start: '08:30', end: '12:00' }).date).toBe('');
  });

  it('sends "HH:MM" hours and shows the server’s instants on the Quebec clock', () => {
    expect(toServerDays([{ date: '2026-12-05', start: '09:00', end: '16:00' }])).toEqual([
      { date: '2026-12-05', startsAt: '09:00', endsAt: '16:00' },
    ]);
    expect(
      dayInputsOf([
        { date: '2026-07-02', startsAt: '2026-07-02T12:30:00Z', endsAt: '2026-07-02T20:00:00Z' },
      ]),
    ).toEqual([{ date: '2026-07-02', start: '08:30', end: '16:00' }]);
  });

  it('puts the server’s refusal of a day’s field on the form’s field', () => {
    expect(dayErrorFromServer('days[1].endsAt', 'before-start')).toEqual([
      'days.1.end',
      'endBeforeStart',
    ]);
    expect(dayErrorFromServer('days.0.startsAt', 'required')).toEqual([
      'days.0.start',
      'startRequired',
    ]);
    expect(dayErrorFromServer('days[2]', 'overlaps-previous-day')).toEqual([
      'days.2.date',
      'dayNotAfterPrevious',
    ]);
    expect(dayErrorFromServer('days[0].date', 'in-the-past')).toEqual([
      'days.0.date',
      'dateInPast',
    ]);
    expect(dayErrorFromServer('days[0].date', 'invalid-date')).toEqual(['days.0.date', 'invalid']);
    expect(dayErrorFromServer('days', 'too-many')).toBeNull();
    expect(dayErrorFromServer('location', 'required')).toBeNull();
  });
});
