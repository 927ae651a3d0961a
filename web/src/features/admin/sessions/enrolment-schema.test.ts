import { ApiError } from '@/lib/api/api-error';
import { enrolmentDefaults } from './enrolment-schema';
import { sessionEditSchema, sessionSchema, toSessionInput } from './schema';
import { sessionErrorsFromServer } from './session-server-errors';

const now = new Date('2026-11-20T15:00:00Z');
const session = {
  courseId: '2',
  days: [{ date: '2026-12-05', start: '09:00', end: '16:00' }],
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

describe('a session’s language and minimum enrolment', () => {
  const schema = sessionSchema(now);

  it('sends the language and no minimum, without a decision time, by default', () => {
    expect(toSessionInput(schema.parse(session))).toEqual({
      days: [{ date: '2026-12-05', startsAt: '09:00', endsAt: '16:00' }],
      location: 'Salle A',
      capacity: 12,
      language: 'fr',
      minimumSeats: 0,
      instructorIds: [],
    });
  });

  it('sends a minimum with its decision time, in hours before the first day', () => {
    const input = toSessionInput(
      schema.parse({ ...session, language: 'en', minimumSeats: ' 6 ', decisionHoursBefore: '48' }),
    );
    expect(input).toMatchObject({ language: 'en', minimumSeats: 6, decisionHoursBefore: 48 });
  });

  it('ignores a decision time left in the hidden field once the minimum is 0', () => {
    const input = toSessionInput(schema.parse({ ...session, decisionHoursBefore: 'abc' }));
    expect(input).not.toHaveProperty('decisionHoursBefore');
  });

  it('wants a minimum from 0 to the capacity, and with one a decision from 1 to 720 hours', () => {
    expect(problems(schema.safeParse({ ...session, minimumSeats: '13' }))).toEqual({
      minimumSeats: 'minimumAboveCapacity',
    });
    expect(problems(schema.safeParse({ ...session, minimumSeats: '-1' }))).toEqual({
      minimumSeats: 'minimumRange',
    });
    expect(problems(schema.safeParse({ ...session, minimumSeats: '12' }))).toEqual({});
    for (const hours of ['0', '721', '', '2.5']) {
      expect(
        problems(schema.safeParse({ ...session, minimumSeats: '6', decisionHoursBefore: hours })),
      ).toEqual({ decisionHoursBefore: 'decisionHoursRange' });
    }
  });

  it('checks the same on an edit', () => {
    const edit = sessionEditSchema('2026-12-05T14:00:00Z', now);
    expect(problems(edit.safeParse({ ...session, capacity: '5', minimumSeats: '6' }))).toEqual({
      minimumSeats: 'minimumAboveCapacity',
    });
  });

  it('opens an edit with the session’s language, minimum and hours before its decision', () => {
    expect(
      enrolmentDefaults({
        startsAt: '2026-12-05T09:00:00-05:00',
        language: 'en',
        minimumSeats: 6,
        decisionAt: '2026-12-03T09:00:00-05:00',
      }),
    ).toEqual({ language: 'en', minimumSeats: '6', decisionHoursBefore: '48' });
    // From a server that does not say them yet: French, no minimum, 72 hours.
    expect(enrolmentDefaults({ startsAt: '2026-12-05T09:00:00-05:00' })).toEqual({
      language: 'fr',
      minimumSeats: '0',
      decisionHoursBefore: '72',
    });
  });

  it('puts the server’s refusals on the minimum, its decision time and the language', () => {
    const refusal = (fields: Record<string, string>) =>
      sessionErrorsFromServer(new ApiError(400, 'validation', 'validation', fields));
    const errors = refusal({
      language: 'invalid',
      decisionHoursBefore: 'out-of-range',
      minimumSeats: 'above-capacity',
      capacity: 'out-of-range',
    });
    expect(errors).toEqual({
      capacity: 'capacityRange',
      minimumSeats: 'minimumAboveCapacity',
      decisionHoursBefore: 'decisionHoursRange',
      language: 'invalid',
    });
    expect(Object.keys(errors)).toEqual([
      'capacity',
      'minimumSeats',
      'decisionHoursBefore',
      'language',
    ]);
    expect(refusal({ minimumSeats: 'out-of-range' })).toEqual({ minimumSeats: 'minimumRange' });
  });
});
