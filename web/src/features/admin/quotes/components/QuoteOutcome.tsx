import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '@/components/ui/FactList';
import { SectionCard } from '@/components/ui/SectionCard';
import { paths } from '@/config/paths';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Quote } from '../api/types';

/** The office's calendar at the week of the private session's first day. */
function sessionWeekPath(quote: Quote): string {
  const params = new URLSearchParams({ view: 'calendar' });
  const first = quote.days[0];
  if (first) params.set('week', first.date);
  return `${paths.admin.sessions}?${params}`;
}

/**
 * The customer's answer: who accepted it (name, title, purchase order), its private session and
 * invoice; or why they declined it. Nothing while no answer came.
 */
export function QuoteOutcome({ quote }: { quote: Quote }) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();
  const on = quote.decidedAt ? formatQuebecDate(quote.decidedAt, language) : null;

  if (quote.status === 'accepted' && quote.acceptedBy) {
    const { name, title, purchaseOrder } = quote.acceptedBy;
    return (
      <SectionCard title={t('detail.accepted.title')} icon={CircleCheck}>
        <FactList
          compact
          facts={[
            { label: t('detail.accepted.by'), value: title ? `${name}, ${title}` : name },
            ...(on ? [{ label: t('detail.accepted.on'), value: on }] : []),
            {
              label: t('detail.accepted.purchaseOrder'),
              value: purchaseOrder || t('detail.accepted.none'),
            },
            {
              label: t('detail.accepted.session'),
              value: quote.sessionId ? (
                <Link
                  to={sessionWeekPath(quote)}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {t('detail.accepted.sessionLink')}
                </Link>
              ) : (
                t('detail.accepted.noSession')
              ),
            },
            {
              label: t('detail.accepted.invoice'),
              value: quote.invoiceNumber ? (
                <span className="font-mono">{quote.invoiceNumber}</span>
              ) : (
                t('detail.accepted.noInvoice')
              ),
            },
          ]}
        />
      </SectionCard>
    );
  }
  if (quote.status === 'declined') {
    return (
      <SectionCard title={t('detail.declined.title')} icon={CircleX}>
        <FactList
          compact
          facts={[
            ...(on ? [{ label: t('detail.declined.on'), value: on }] : []),
            {
              label: t('detail.declined.reason'),
              value: (
                <span className="whitespace-pre-line">
                  {quote.declineReason || t('detail.declined.noReason')}
                </span>
              ),
            },
          ]}
        />
      </SectionCard>
    );
  }
  return null;
}
