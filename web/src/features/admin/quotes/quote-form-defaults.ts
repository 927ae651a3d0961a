import type { AdminCourse } from '@/lib/api/course-types';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { dayInputsOf } from '@/lib/forms/days';
import { centsToInput } from '@/lib/forms/money';
import type { Language } from '@/lib/i18n/languages';
import type { Quote, TrainingRequest } from './api/types';
import { blankQuoteForm, type QuoteFormInput } from './quote-form-schema';

/** A course's title in `language`, else in French. */
export function courseTitle(course: Pick<AdminCourse, 'title'>, language: Language): string {
  return course.title[language] || course.title.fr;
}

/**
 * The editor's start for a quote that answers `request`: its company when the request names one
 * of the office's, its address, language and contact, and a line for each course asked for, as
 * many as the people, at the course's price when the catalogue is known (`courses`); the days
 * are left to fill in. Prices are written as the admin types them (`language`).
 */
export function quoteFormFromRequest(
  request: TrainingRequest,
  courses: readonly AdminCourse[],
  language: Language,
  today: string = todayInQuebec(),
): QuoteFormInput {
  return {
    ...blankQuoteForm(today),
    requestId: request.id,
    company: request.companyId === null ? null : { id: request.companyId, name: request.company },
    address: request.address,
    language: request.language,
    contactName: `${request.contact.firstName} ${request.contact.lastName}`.trim(),
    contactEmail: request.contact.email,
    lines: request.courses.map((asked) => {
      const course = courses.find((known) => known.id === asked.id);
      return {
        courseId: String(asked.id),
        description: course ? courseTitle(course, request.language) : asked.title,
        quantity: String(request.people),
        unitPrice: course ? centsToInput(course.priceCents, language) : '',
      };
    }),
  };
}

/** The editor's start for a draft: what it holds, its hours on the Quebec clock. */
export function quoteFormFromQuote(quote: Quote, language: Language): QuoteFormInput {
  return {
    requestId: quote.requestId ?? null,
    company: { id: quote.company.id, name: quote.company.name },
    address: quote.address,
    language: quote.language,
    contactName: quote.contactName,
    contactEmail: quote.contactEmail,
    days: dayInputsOf(quote.days),
    lines: quote.lines.map((line) => ({
      courseId: line.courseId === null ? '' : String(line.courseId),
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: centsToInput(line.unitPriceCents, language),
    })),
    validUntil: quote.validUntil,
    notes: quote.notes,
  };
}
