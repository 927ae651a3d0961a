import { sessionEditSchema } from './schema';

const now = new Date('2026-11-20T15:00:00Z');
const values = {
  date: '2026-11-20',
  start: '09:00',
  end: '16:00',
  location: 'Salle A',
  capacity: '12',
};

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
});
