import { ApiError } from '@/lib/api/api-error';
import {
  availabilityDefaults,
  availabilityErrorsFromServer,
  availabilitySchema,
  type AvailabilityInput,
} from './availability-schema';

const range = (weekday: number, start: string, end: string) => ({ weekday, start, end });
const period = (startsOn: string, endsOn: string, note = '') => ({ startsOn, endsOn, note });

/** The message keys of the refused fields, by field. */
const problems = (values: AvailabilityInput) =>
  Object.fromEntries(
    (availabilitySchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the availability form', () => {
  it('sends the weekly ranges in the form’s order and the periods off, a note only when written', () => {
    const request = availabilitySchema.parse({
      weekly: [range(1, '09:00', '12:00'), range(1, '13:00', '17:00'), range(3, '08:30', '16:30')],
      timeOff: [
        period('2030-12-23', '2031-01-03', ' Vacances '),
        period('2031-02-10', '2031-02-10'),
      ],
    });
    expect(request).toEqual({
      weekly: [
        { weekday: 1, startsAt: '09:00', endsAt: '12:00' },
        { weekday: 1, startsAt: '13:00', endsAt: '17:00' },
        { weekday: 3, startsAt: '08:30', endsAt: '16:30' },
      ],
      timeOff: [
        { startsOn: '2030-12-23', endsOn: '2031-01-03', note: 'Vacances' },
        { startsOn: '2031-02-10', endsOn: '2031-02-10' },
      ],
    });
  });

  it('takes no hours at all: every day counts as free', () => {
    expect(availabilitySchema.parse({ weekly: [], timeOff: [] })).toEqual({
      weekly: [],
      timeOff: [],
    });
  });

  it('wants each range to end after it starts and not to overlap another of its day', () => {
    expect(
      problems({
        weekly: [
          range(1, '09:00', '12:00'),
          range(1, '11:00', '14:00'),
          range(2, '11:00', '14:00'),
          range(3, '10:00', '10:00'),
          range(4, '', '12:00'),
        ],
        timeOff: [],
      }),
    ).toEqual({
      'weekly.1.start': 'overlaps',
      'weekly.3.end': 'endBeforeStart',
      'weekly.4.start': 'startRequired',
    });
    // Ranges that touch do not overlap.
    expect(
      problems({ weekly: [range(1, '13:00', '17:00'), range(1, '09:00', '13:00')], timeOff: [] }),
    ).toEqual({});
  });

  it('wants real days, the last on or after the first, and a short note', () => {
    expect(
      problems({
        weekly: [],
        timeOff: [
          period('2031-01-03', '2030-12-23'),
          period('', '2031-02-30'),
          period('2031-03-01', '2031-03-02', 'x'.repeat(201)),
        ],
      }),
    ).toEqual({
      'timeOff.0.endsOn': 'endsOnBeforeStartsOn',
      'timeOff.1.startsOn': 'startsOnRequired',
      'timeOff.1.endsOn': 'endsOnRequired',
      'timeOff.2.note': 'noteTooLong',
    });
  });

  it('takes at most 28 ranges and 100 periods off', () => {
    // Seven days of four ranges each, then a fifth on Monday.
    const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
    const ranges = Array.from({ length: 29 }, (_, index) => {
      const slot = Math.floor(index / 7);
      return range((index % 7) + 1, hour(6 + slot * 3), hour(7 + slot * 3));
    });
    expect(problems({ weekly: ranges, timeOff: [] })).toEqual({ weekly: 'tooManyRanges' });
    expect(problems({ weekly: ranges.slice(1), timeOff: [] })).toEqual({});
    const periods = Array.from({ length: 101 }, () => period('2031-01-01', '2031-01-02'));
    expect(problems({ weekly: [], timeOff: periods })).toEqual({ timeOff: 'tooManyTimeOff' });
  });

  it('opens with the ranges grouped by day, in order, and notes as text', () => {
    expect(
      availabilityDefaults({
        weekly: [
          { weekday: 3, startsAt: '08:30', endsAt: '16:30' },
          { weekday: 1, startsAt: '13:00', endsAt: '17:00' },
          { weekday: 1, startsAt: '09:00', endsAt: '12:00' },
        ],
        timeOff: [{ startsOn: '2030-12-23', endsOn: '2031-01-03' }],
      }),
    ).toEqual({
      weekly: [range(1, '09:00', '12:00'), range(1, '13:00', '17:00'), range(3, '08:30', '16:30')],
      timeOff: [period('2030-12-23', '2031-01-03')],
    });
  });

  it('puts the server’s refusals on the row’s field, however the server writes its name', () => {
    const refusal = (fields: Record<string, string>) =>
      availabilityErrorsFromServer(new ApiError(400, 'validation', 'validation', fields));
    expect(
      refusal({
        'weekly[2].endsAt': 'before-start',
        'weekly.0.startsAt': 'overlaps',
        'weekly[1].startsAt': 'required',
        'timeOff[0].endsOn': 'before-start',
        'timeOff[1].startsOn': 'invalid-date',
        'timeOff[2].note': 'too-long',
      }),
    ).toEqual({
      'weekly.2.end': 'endBeforeStart',
      'weekly.0.start': 'overlaps',
      'weekly.1.start': 'startRequired',
      'timeOff.0.endsOn': 'endsOnBeforeStartsOn',
      'timeOff.1.startsOn': 'invalid',
      'timeOff.2.note': 'noteTooLong',
    });
    expect(refusal({ weekly: 'too-many', timeOff: 'too-many' })).toEqual({
      weekly: 'tooManyRanges',
      timeOff: 'tooManyTimeOff',
    });
    expect(availabilityErrorsFromServer(new Error('offline'))).toEqual({});
  });
});
