import type { ConsentKind } from './types';

export const adminPrivacyKeys = {
  retention: ['admin-privacy', 'retention'] as const,
  consents: (email: string, kind: ConsentKind | '') =>
    ['admin-privacy', 'consents', email, kind] as const,
  incidents: ['admin-privacy', 'incidents'] as const,
  audit: (email: string) => ['admin-privacy', 'audit', email] as const,
};
