import { ClipboardPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OfficeContact } from '@/components/OfficeContact';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { formatCalendarDay, formatQuebecDay } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Quote } from '../api/get-quote';
import type { QuoteState } from '../quote-state';

/** The page's states that say something of a quote read (all but the invalid link). */
export type OutcomeState = Exclude<QuoteState, 'invalid'> | 'confirmed';

interface QuoteOutcomeProps {
  quote: Quote;
  /** 'confirmed': accepted a moment ago on this page. */
  state: OutcomeState;
}

/** What the quote's state means, and what comes next: accept it, name the attendees, or call us. */
export function QuoteOutcome({ quote, state }: QuoteOutcomeProps) {
  const { t } = useTranslation('quote');
  const language = useLanguage();
  const validUntil = formatCalendarDay(quote.validUntil, language);
  const decidedOn = quote.decidedAt ? formatQuebecDay(quote.decidedAt, language) : '';
  const company = quote.company.name;
  const toCompany = (label: string) => (
    <ButtonLink to={paths.companyBookings(quote.company.id)} className="w-full sm:w-auto">
      <Users aria-hidden="true" className="size-5" />
      {label}
    </ButtonLink>
  );

  switch (state) {
    case 'open':
      return <p>{t('open.text', { date: validUntil })}</p>;
    case 'confirmed':
      return (
        <>
          <p>{t('confirmed.text')}</p>
          <p>{t('confirmed.attendees', { company })}</p>
          <p>
            {quote.invoiceNumber
              ? t('confirmed.invoiceNow', { number: quote.invoiceNumber })
              : t('confirmed.invoiceLater')}
          </p>
          {toCompany(t('confirmed.toCompany'))}
        </>
      );
    case 'accepted':
      return (
        <>
          <p>{t('accepted.text', { name: quote.acceptedBy?.name ?? '', date: decidedOn })}</p>
          <p>{t('accepted.attendees', { company })}</p>
          {toCompany(t('accepted.toCompany'))}
        </>
      );
    case 'declined':
      return (
        <>
          <p>{t('declined.text', { date: decidedOn })}</p>
          <ButtonLink
            to={paths.workplaceTraining()}
            variant="secondary"
            className="w-full sm:w-auto"
          >
            <ClipboardPlus aria-hidden="true" className="size-5" />
            {t('page.newRequest')}
          </ButtonLink>
        </>
      );
    case 'expired':
    case 'replaced':
      return (
        <>
          <p>{t(`${state}.text`, { date: validUntil })}</p>
          <OfficeLine />
        </>
      );
  }
}

/** How to reach the office: its email and phone. */
export function OfficeLine() {
  const { t } = useTranslation('quote');
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {t('page.contact')}
      <OfficeContact by="email" />
      <OfficeContact by="phone" iconClassName="ml-2" />
    </p>
  );
}
