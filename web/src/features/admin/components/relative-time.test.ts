import { i18n } from '@/lib/i18n/i18n';
import { formatRelativeTime, relativeTimeParts } from './relative-time';

const now = new Date('2026-11-20T15:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative time of recent activity', () => {
  it('counts whole minutes under an hour', () => {
    expect(relativeTimeParts(ago(0), now)).toEqual({ unit: 'minutes', value: 0 });
    expect(relativeTimeParts(ago(5 * MINUTE + 59_000), now)).toEqual({
      unit: 'minutes',
      value: 5,
    });
    expect(relativeTimeParts(ago(59 * MINUTE + 59_000), now)).toEqual({
      unit: 'minutes',
      value: 59,
    });
  });

  it('switches to hours at 60 minutes and to days at 24 hours', () => {
    expect(relativeTimeParts(ago(60 * MINUTE), now)).toEqual({ unit: 'hours', value: 1 });
    expect(relativeTimeParts(ago(23 * HOUR + 59 * MINUTE), now)).toEqual({
      unit: 'hours',
      value: 23,
    });
    expect(relativeTimeParts(ago(DAY), now)).toEqual({ unit: 'days', value: 1 });
    expect(relativeTimeParts(ago(45 * DAY + 3 * HOUR), now)).toEqual({ unit: 'days', value: 45 });
  });

  it('treats a time slightly in the future as just now', () => {
    expect(relativeTimeParts(ago(-2 * MINUTE), now)).toEqual({ unit: 'minutes', value: 0 });
  });

  it('accepts an ISO time with an offset', () => {
    // 09:30 in Quebec (UTC-5) is 14:30 UTC: 30 minutes before `now`.
    expect(relativeTimeParts('2026-11-20T09:30:00-05:00', now)).toEqual({
      unit: 'minutes',
      value: 30,
    });
  });

  it('writes "il y a X min / h / j" in French', () => {
    const t = i18n.getFixedT('fr', 'admin');
    expect(formatRelativeTime(ago(7 * MINUTE), t, now)).toBe('il y a 7\u00a0min');
    expect(formatRelativeTime(ago(3 * HOUR), t, now)).toBe('il y a 3\u00a0h');
    expect(formatRelativeTime(ago(2 * DAY), t, now)).toBe('il y a 2\u00a0j');
  });

  it('writes "Xm ago / Xh ago / Xd ago" in English', () => {
    const t = i18n.getFixedT('en', 'admin');
    expect(formatRelativeTime(ago(7 * MINUTE), t, now)).toBe('7m ago');
    expect(formatRelativeTime(ago(3 * HOUR), t, now)).toBe('3h ago');
    expect(formatRelativeTime(ago(2 * DAY), t, now)).toBe('2d ago');
  });
});
