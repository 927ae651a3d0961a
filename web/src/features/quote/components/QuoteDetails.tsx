import { useTranslation } from 'react-i18next';
import { SessionWhen } from '@/components/SessionWhen';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { FactList, type Fact } from '@/components/ui/FactList';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import { buttonClasses } from '@/components/ui/button-styles';
import { formatCalendarDay } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Quote } from '../api/get-quote';
import { quotePdfUrl } from '../api/quote-pdf';
import type { QuoteState } from '../quote-state';
import { QuoteLines } from './QuoteLines';

const tones: Record<QuoteState, StatusTone> = {
  open: 'pending',
  accepted: 'success',
  declined: 'neutral',
  expired: 'neutral',
  replaced: 'neutral',
  invalid: 'neutral',
};

interface QuoteDetailsProps {
  quote: Quote;
  state: QuoteState;
  token: string;
}

/**
 * What the quote says: its number and version, state, company, place, language and days (Quebec
 * time), its lines and totals with the taxes, its validity and notes, who answered it, and its PDF.
 */
export function QuoteDetails({ quote, state, token }: QuoteDetailsProps) {
  const { t } = useTranslation('quote');
  const language = useLanguage();
  const first = quote.days[0];
  const last = quote.days.at(-1);
  const optional = (key: string, label: string, value: string | null | undefined): Fact[] =>
    value ? [{ key, label, value: <span className="whitespace-pre-line">{value}</span> }] : [];

  const facts: Fact[] = [
    {
      key: 'number',
      label: t('details.number'),
      value: t('details.numberValue', { number: quote.number, version: quote.version }),
    },
    {
      key: 'status',
      label: t('details.status'),
      value: (
        <StatusPill tone={tones[state]} testId="quote-status">
          {t(`status.${state === 'open' || state === 'invalid' ? quote.status : state}`)}
        </StatusPill>
      ),
    },
    { key: 'company', label: t('details.company'), value: quote.company.name },
    ...optional('contact', t('details.contact'), quote.contactName),
    { key: 'address', label: t('details.address'), value: quote.address },
    { key: 'language', label: t('details.language'), value: t(`languages.${quote.language}`) },
    ...(first && last
      ? [
          {
            key: 'days',
            label: t('details.days'),
            value: (
              <SessionWhen
                session={{ startsAt: first.startsAt, endsAt: last.endsAt, days: quote.days }}
                stacked
              />
            ),
          },
        ]
      : []),
    {
      key: 'validUntil',
      label: t('details.validUntil'),
      value: (
        <span className="first-letter:uppercase">
          {formatCalendarDay(quote.validUntil, language)}
        </span>
      ),
    },
    ...optional('acceptedBy', t('details.acceptedBy'), acceptedBy(quote)),
    ...optional('purchaseOrder', t('details.purchaseOrder'), quote.acceptedBy?.purchaseOrder),
    ...optional('declineReason', t('details.declineReason'), quote.declineReason),
    ...optional('notes', t('details.notes'), quote.notes),
  ];

  return (
    <section aria-labelledby="quote-details" className="space-y-4 pt-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="quote-details" className="text-lg font-bold text-slate-900">
          {t('details.title')}
        </h2>
        <DownloadLink
          href={quotePdfUrl(String(quote.id), token)}
          text={t('details.pdf')}
          label={t('details.pdfLabel', { number: quote.number })}
          iconClassName="size-5"
          className={buttonClasses('secondary', undefined, 'w-full sm:w-auto')}
        />
      </div>
      <FactList facts={facts} />
      <QuoteLines quote={quote} />
    </section>
  );
}

/** "Marie Tremblay, Directrice": who accepted, with their title when they gave it. */
function acceptedBy(quote: Quote): string | undefined {
  const by = quote.acceptedBy;
  if (!by) return undefined;
  return by.title ? `${by.name}, ${by.title}` : by.name;
}
