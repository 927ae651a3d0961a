import type { TFunction } from 'i18next';

export type RelativeUnit = 'minutes' | 'hours' | 'days';

const MINUTE = 60_000;

/**
 * How long ago `at` was, in whole units (spec section 9): under 60 minutes in minutes, under
 * 24 hours in hours, else in days. A time slightly in the future (clocks differ) counts as now.
 */
export function relativeTimeParts(
  at: string | Date,
  now: Date = new Date(),
): { unit: RelativeUnit; value: number } {
  const elapsed = Math.max(0, now.getTime() - new Date(at).getTime());
  const minutes = Math.floor(elapsed / MINUTE);
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', value: hours };
  return { unit: 'days', value: Math.floor(hours / 24) };
}

/** "5m ago" / "il y a 5 min", "3h ago" / "il y a 3 h", "2d ago" / "il y a 2 j". */
export function formatRelativeTime(
  at: string | Date,
  t: TFunction<'admin'>,
  now: Date = new Date(),
): string {
  const { unit, value } = relativeTimeParts(at, now);
  return t(`relative.${unit}`, { value });
}
