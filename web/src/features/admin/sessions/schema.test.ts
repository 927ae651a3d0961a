import { ApiError } from '@/lib/api/api-error';
import { sessionEditDefaults, sessionEditSchema, sessionSchema, toSessionInput } from './schema';
import { sessionErrorsFromServer } from './session-server-errors';

const now = new Date('2026-11-20T15:00:00Z');
const day = (date: string, start = '09:00', end = '16:00') => ({ date, start, end });
const values = {
  days: [day('2026-11-20')],
  location: 'Salle A',
  capacity: '12',
  language: 'fr' as const,
  minimumSeats: '0',
  decisionHoursBefore: '72',
  instructorIds: [] as number[],
};

/** The message keys of the refused fields, by field. */
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the session edit form', () => {
  it('keeps a start that has already passed when it is not moved', () => {
    // Started at 9:00 in Quebec (14:00 UTC), an hour before `now`: the location can still change.
    const schema = sessionEditSchema('2026-11-20T14:00:00Z', now);
    expect(schema.safeParse({ ...values, location: 'Salle B' }).success).toBe(true);
  });

  it('refuses to move the start into the past', () => {
    const schema = sessionEditSchema('2026-12-05T14:00:00Z', now);
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['dateInPast']);
  });

  it('sends the capacity as a number', () => {
    const schema = sessionEditSchema('2026-12-05T14:00:00Z', now);
    expect(schema.parse({ ...values, days: [day('2026-12-05')], capacity: ' 30 ' }).capacity).toBe(
      30,
    );
  });

  it('starts from the session’s instructors and sends those checked', () => {
    const session = {
      startsAt: '2026-12-05T09:00:00-05:00',
      endsAt: '2026-12-05T16:00:00-05:00',
      location: 'Salle A',
      capacity: 12,
      instructors: [
        { id: 21, name: 'Isabelle Côté' },
        { id: 22, name: 'Luc Gagnon' },
      ],
    };
    const defaults = sessionEditDefaults(session);
    expect(defaults.instructorIds).toEqual([21, 22]);
    const schema = sessionEditSchema(session.startsAt, now);
    expect(toSessionInput(schema.parse({ ...defaults, instructorIds: [22] }))).toEqual({
      days: [{ date: '2026-12-05', startsAt: '09:00', endsAt: '16:00' }],
      location: 'Salle A',
      capacity: 12,
      language: 'fr',
      minimumSeats: 0,
      instructorIds: [22],
    });
  });

  it('takes at most 10 instructors', () => {
    const schema = sessionEditSchema('2026-12-05T14:00:00Z', now);
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    const base = { ...values, days: [day('2026-12-05')] };
    expect(schema.safeParse({ ...base, instructorIds: ids(10) }).success).toBe(true);
    expect(problems(schema.safeParse({ ...base, instructorIds: ids(11) }))).toEqual({
      instructorIds: 'tooManyInstructors',
    });
  });
});

describe('a session’s days', () => {
  const schema = sessionSchema(now);
  const course = { ...values, courseId: '2' };

  it('sends every day, in order, its hours on the Montreal clock', () => {
    const days = [day('2026-12-01', '08:30', '16:30'), day('2026-12-02', '09:00', '12:00')];
    expect(toSessionInput(schema.parse({ ...course, days })).days).toEqual([
      { date: '2026-12-01', startsAt: '08:30', endsAt: '16:30' },
      { date: '2026-12-02', startsAt: '09:00', endsAt: '12:00' },
    ]);
  });

  it('wants each day to end after it starts and to come after the day before', () => {
    const days = [
      day('2026-12-03'),
      day('2026-12-03', '17:00', '20:00'),
      day('2026-12-02', '13:00', '12:00'),
    ];
    expect(problems(schema.safeParse({ ...course, days }))).toEqual({
      'days.1.date': 'dayNotAfterPrevious',
      'days.2.date': 'dayNotAfterPrevious',
      'days.2.end': 'endBeforeStart',
    });
  });

  it('wants the first day in the future, and one day at least, 14 at most', () => {
    const past = [day('2026-11-19'), day('2026-12-01')];
    expect(problems(schema.safeParse({ ...course, days: past }))).toEqual({
      'days.0.date': 'dateInPast',
    });
    expect(problems(schema.safeParse({ ...course, days: [] }))).toEqual({ days: 'dateRequired' });
    const fifteen = Array.from({ length: 15 }, (_, index) =>
      day(`2026-12-${String(index + 1).padStart(2, '0')}`),
    );
    expect(problems(schema.safeParse({ ...course, days: fifteen }))).toEqual({
      days: 'tooManyDays',
    });
    expect(schema.safeParse({ ...course, days: fifteen.slice(1) }).success).toBe(true);
  });

  it('opens an edit with every day of the session, or its one day when it names none', () => {
    const session = {
      startsAt: '2026-12-01T08:30:00-05:00',
      endsAt: '2026-12-02T12:00:00-05:00',
      days: [
        {
          date: '2026-12-01',
          startsAt: '2026-12-01T08:30:00-05:00',
          endsAt: '2026-12-01T16:30:00-05:00',
        },
        {
          date: '2026-12-02',
          startsAt: '2026-12-02T09:00:00-05:00',
          endsAt: '2026-12-02T12:00:00-05:00',
        },
      ],
      location: 'Salle A',
      capacity: 12,
      instructors: [],
    };
    expect(sessionEditDefaults(session).days).toEqual([
      day('2026-12-01', '08:30', '16:30'),
      day('2026-12-02', '09:00', '12:00'),
    ]);
    const older = { ...session, days: undefined };
    expect(sessionEditDefaults(older).days).toEqual([day('2026-12-01', '08:30', '12:00')]);
  });
});

describe('the seats a session’s instructors may take', () => {
  const future = { ...values, days: [day('2026-12-05')] };

  it('refuses more seats than the course’s participants per instructor times the instructors', () => {
    const schema = sessionEditSchema('2026-12-05T14:00:00Z', now, 12);
    expect(schema.safeParse({ ...future, capacity: '24', instructorIds: [1, 2] }).success).toBe(
      true,
    );
    expect(
      problems(schema.safeParse({ ...future, capacity: '25', instructorIds: [1, 2] })),
    ).toEqual({ capacity: 'aboveInstructorRatio' });
  });

  it('leaves the seats free when the course states no ratio, or before instructors are chosen', () => {
    expect(
      sessionEditSchema('2026-12-05T14:00:00Z', now).safeParse({
        ...future,
        capacity: '200',
        instructorIds: [1],
      }).success,
    ).toBe(true);
    expect(
      sessionEditSchema('2026-12-05T14:00:00Z', now, 12).safeParse({ ...future, capacity: '200' })
        .success,
    ).toBe(true);
  });

  it('reads the ratio of the course chosen when scheduling', () => {
    const schema = sessionSchema(now, (courseId) => (courseId === 2 ? 10 : null));
    const session = { ...future, courseId: '2', capacity: '11', instructorIds: [1] };
    expect(problems(schema.safeParse(session))).toEqual({ capacity: 'aboveInstructorRatio' });
    expect(schema.safeParse({ ...session, courseId: '3' }).success).toBe(true);
  });
});

describe('the server’s refusals of a session', () => {
  const refusal = (status: number, code: string, fields?: Record<string, string>) =>
    sessionErrorsFromServer(new ApiError(status, code, code, fields));

  it('put too many seats for the instructors on the capacity', () => {
    expect(refusal(400, 'validation', { capacity: 'above-instructor-ratio' })).toEqual({
      capacity: 'aboveInstructorRatio',
    });
    expect(refusal(400, 'validation', { capacity: 'out-of-range' })).toEqual({
      capacity: 'capacityRange',
    });
  });

  it('put a day’s refusal on that day’s field, the fields in the form’s order', () => {
    const errors = refusal(400, 'validation', {
      capacity: 'out-of-range',
      'days[2].startsAt': 'overlaps-previous-day',
      'days[1].endsAt': 'before-start',
      'days[1].date': 'invalid-date',
      'days[0].startsAt': 'required',
    });
    expect(errors).toEqual({
      'days.0.start': 'startRequired',
      'days.1.date': 'invalid',
      'days.1.end': 'endBeforeStart',
      'days.2.start': 'dayNotAfterPrevious',
      capacity: 'capacityRange',
    });
    expect(Object.keys(errors)).toEqual([
      'days.0.start',
      'days.1.date',
      'days.1.end',
      'days.2.start',
      'capacity',
    ]);
    expect(refusal(400, 'validation', { 'days[1].date': 'overlaps-previous-day' })).toEqual({
      'days.1.date': 'dayNotAfterPrevious',
    });
  });

  it('put too many days on the list, and a past start on the first day', () => {
    expect(refusal(400, 'validation', { days: 'too-many' })).toEqual({ days: 'tooManyDays' });
    expect(refusal(400, 'validation', { startsAt: 'in-the-past' })).toEqual({
      'days.0.date': 'dateInPast',
    });
  });

  it('put an unknown or busy instructor on the instructors', () => {
    expect(refusal(400, 'validation', { instructorIds: 'unknown-instructor' })).toEqual({
      instructorIds: 'unknownInstructor',
    });
    expect(refusal(409, 'instructor-busy')).toEqual({ instructorIds: 'instructorBusy' });
  });
});
