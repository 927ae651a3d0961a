import { backupIsLate, formatRunTime } from './format';

const HOUR = 3_600_000;
const now = new Date('2026-11-20T15:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();

describe('the system page’s formats', () => {
  it('writes how long a job ran, in each language', () => {
    expect(formatRunTime(350, 'fr')).toBe('350\u00a0ms');
    expect(formatRunTime(1_420, 'fr')).toBe('1,4\u00a0s');
    expect(formatRunTime(1_420, 'en')).toBe('1.4 s');
    expect(formatRunTime(59_970, 'en')).toBe('1 min 0 s');
    expect(formatRunTime(125_000, 'fr')).toBe('2\u00a0min\u00a005\u00a0s');
    expect(formatRunTime(125_000, 'en')).toBe('2 min 5 s');
  });

  it('calls a backup late past 26 hours, or missing while the schedule is set', () => {
    expect(backupIsLate(ago(25 * HOUR), true, now)).toBe(false);
    expect(backupIsLate(ago(27 * HOUR), true, now)).toBe(true);
    expect(backupIsLate(ago(27 * HOUR), false, now)).toBe(true);
    expect(backupIsLate(null, true, now)).toBe(true);
    expect(backupIsLate(null, false, now)).toBe(false);
  });
});
