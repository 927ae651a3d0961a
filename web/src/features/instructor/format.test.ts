import { makeInstructorSession } from '@/test/instructor';
import { coInstructors, sessionTiming } from './format';

describe('the instructor’s sessions', () => {
  it('say whether a session is today, over or to come, by the Quebec calendar', () => {
    const session = makeInstructorSession({
      startsAt: '2030-12-14T09:00:00-05:00',
      endsAt: '2030-12-14T16:00:00-05:00',
    });
    // 7:30 in Quebec, 12:30 UTC.
    expect(sessionTiming(session, new Date('2030-12-14T12:30:00Z'))).toBe('today');
    // Under way.
    expect(sessionTiming(session, new Date('2030-12-14T15:00:00Z'))).toBe('today');
    expect(sessionTiming(session, new Date('2030-12-14T21:00:00Z'))).toBe('over');
    // 23:30 the day before in Quebec, already the 14th in UTC.
    expect(sessionTiming(session, new Date('2030-12-14T04:30:00Z'))).toBe('upcoming');
  });

  it('say a session over several days is today on each of its days, not on the days between', () => {
    const day = (date: string) => ({
      date,
      startsAt: `${date}T09:00:00-05:00`,
      endsAt: `${date}T16:00:00-05:00`,
    });
    const session = makeInstructorSession({
      startsAt: '2030-12-14T09:00:00-05:00',
      endsAt: '2030-12-21T16:00:00-05:00',
      days: [day('2030-12-14'), day('2030-12-15'), day('2030-12-21')],
    });
    expect(sessionTiming(session, new Date('2030-12-15T20:00:00Z'))).toBe('today');
    expect(sessionTiming(session, new Date('2030-12-18T15:00:00Z'))).toBe('upcoming');
    expect(sessionTiming(session, new Date('2030-12-21T13:00:00Z'))).toBe('today');
    expect(sessionTiming(session, new Date('2030-12-21T21:30:00Z'))).toBe('over');
  });

  it('name the other instructors than the one signed in', () => {
    const session = makeInstructorSession();
    expect(coInstructors(session, 7)).toEqual(['Marc Gagnon']);
    expect(
      coInstructors(makeInstructorSession({ instructors: [{ id: 7, name: 'Julie' }] }), 7),
    ).toEqual([]);
  });
});
