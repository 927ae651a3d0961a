import { ApiError } from '@/lib/api/api-error';
import {
  sessionEditDefaults,
  sessionEditSchema,
  sessionErrorsFromServer,
  sessionSchema,
  toSessionInput,
} from './schema';

const now = new Date('2026-11-20T15:00:00Z');
const values = {
  date: '2026-11-20',
  start: '09:00',
  end: '16:00',
  location: 'Salle A',
  capacity: '12',
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
    expect(schema.parse({ ...values, date: '2026-12-05', capacity: ' 30 ' }).capacity).toBe(30);
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
      startsAt: '2026-12-05T09:00:00-05:00',
      endsAt: '2026-12-05T16:00:00-05:00',
      location: 'Salle A',
      capacity: 12,
      instructorIds: [22],
    });
  });

  it('takes at most 10 instructors', () => {
    const schema = sessionEditSchema('2026-12-05T14:00:00Z', now);
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    const base = { ...values, date: '2026-12-05' };
    expect(schema.safeParse({ ...base, instructorIds: ids(10) }).success).toBe(true);
    expect(problems(schema.safeParse({ ...base, instructorIds: ids(11) }))).toEqual({
      instructorIds: 'tooManyInstructors',
    });
  });
});

describe('the seats a session’s instructors may take', () => {
  const future = { ...values, date: '2026-12-05' };

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

  it('put an unknown or busy instructor on the instructors', () => {
    expect(refusal(400, 'validation', { instructorIds: 'unknown-instructor' })).toEqual({
      instructorIds: 'unknownInstructor',
    });
    expect(refusal(409, 'instructor-busy')).toEqual({ instructorIds: 'instructorBusy' });
  });
});
