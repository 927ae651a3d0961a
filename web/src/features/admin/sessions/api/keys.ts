import type { Language } from '@/lib/i18n/languages';

export const adminSessionKeys = {
  all: ['admin-sessions'] as const,
  list: (language: Language) => ['admin-sessions', 'list', language] as const,
  range: (language: Language, from: string, to: string) =>
    ['admin-sessions', 'range', language, from, to] as const,
  /** A session's waiting list (under `all`: a seat offered changes the session's seats too). */
  waitlist: (sessionId: number) => ['admin-sessions', 'waitlist', sessionId] as const,
  /** The instructors who could teach a session (under `all`: an edit changes who is free). */
  candidates: (sessionId: number) => ['admin-sessions', 'candidates', sessionId] as const,
};
