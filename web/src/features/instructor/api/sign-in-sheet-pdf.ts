import type { Language } from '@/lib/i18n/languages';

/** Where a session's printable sign-in sheet downloads, in the site's language (the cookie goes along). */
export const signInSheetPdfUrl = (sessionId: number, language: Language) =>
  `/api/instructor/sessions/${sessionId}/sign-in-sheet.pdf?lang=${language}`;
