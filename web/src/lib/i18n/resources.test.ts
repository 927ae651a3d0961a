import type { Namespace } from './resources';
import { allStrings } from '@/test/strings';

const NAMESPACES: readonly Namespace[] = [
  'about',
  'admin',
  'adminBookings',
  'adminQuotes',
  'adminReconciliation',
  'adminSystem',
  'auth',
  'booking',
  'bookingSuccess',
  'bugReport',
  'certificates',
  'common',
  'companies',
  'courseSessions',
  'courses',
  'dashboard',
  'home',
  'instructor',
  'legal',
  'notFound',
  'paymentDue',
  'quote',
  'trainingRequest',
  'underConstruction',
  'unsubscribe',
  'waitlist',
];

/** Every key of `strings`, nested keys as dotted paths. */
function keysOf(strings: unknown, prefix = ''): string[] {
  if (typeof strings !== 'object' || strings === null) return [prefix];
  return Object.entries(strings).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the locale files', () => {
  it('exist in both languages for every namespace, and no other', () => {
    expect(Object.keys(allStrings.fr ?? {}).sort()).toEqual([...NAMESPACES].sort());
    expect(Object.keys(allStrings.en ?? {}).sort()).toEqual([...NAMESPACES].sort());
  });

  // English pages load no French strings to fall back on: a missing key would show as a key.
  it.each(NAMESPACES)('have the same keys in English as in French (%s)', (namespace) => {
    expect(keysOf(allStrings.en?.[namespace]).sort()).toEqual(
      keysOf(allStrings.fr?.[namespace]).sort(),
    );
  });
});
