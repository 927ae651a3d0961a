import type { Language } from '@/lib/i18n/languages';
import type { Invoice } from './api/types';

/** The invoice's course in the admin's language, else in the other one. */
export function courseTitleOf(invoice: Pick<Invoice, 'courseTitle'>, language: Language): string {
  const other = language === 'fr' ? 'en' : 'fr';
  return invoice.courseTitle[language] || invoice.courseTitle[other];
}
