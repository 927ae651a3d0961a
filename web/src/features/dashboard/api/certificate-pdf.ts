import type { Language } from '@/lib/i18n/languages';

/** Where the holder downloads a certificate as a PDF in the site's language (the cookie goes along). */
export const certificatePdfUrl = (certificateId: number, language: Language) =>
  `/api/me/certificates/${certificateId}.pdf?lang=${language}`;
