import { useTranslation } from 'react-i18next';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { buttonClasses } from '@/components/ui/button-styles';
import { FactList } from '@/components/ui/FactList';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate, formatQuebecDateTime } from '@/lib/format/quebec-time';
import type { Resources } from '@/lib/i18n/resources';
import { useLanguage } from '@/lib/i18n/use-language';
import { invoicePdfUrl } from '../api/invoice-pdf';
import type { Invoice } from '../api/types';
import { courseTitleOf } from '../course-title';
import { InvoiceStatusBadge, OverdueBadge } from './InvoiceBadges';

/** The invoice's state, its PDF and its facts: course, dates, receipt once paid. */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const overdue = invoice.overdue && invoice.status === 'open';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap gap-2">
          <InvoiceStatusBadge status={invoice.status} />
          {overdue && <OverdueBadge />}
        </p>
        <DownloadLink
          href={invoicePdfUrl(invoice.id)}
          text={t('invoices.detail.pdf')}
          label={t('invoices.detail.pdfLabel', { number: invoice.number })}
          className={buttonClasses('secondary', 'sm')}
        />
      </div>
      <FactList
        compact
        facts={[
          {
            label: t('invoices.detail.course'),
            value: (
              <>
                <span className="block">{courseTitleOf(invoice, language)}</span>
                <span className="block text-sm text-slate-600 first-letter:uppercase">
                  {formatQuebecDateTime(invoice.startsAt, language)}
                </span>
              </>
            ),
          },
          {
            label: t('invoices.detail.issued'),
            value: formatQuebecDate(invoice.issuedAt, language),
          },
          {
            label: t('invoices.detail.due'),
            value: (
              <span className={overdue ? 'font-semibold text-brand-700' : ''}>
                {t('invoices.detail.dueLine', {
                  date: formatCalendarDate(invoice.dueOn, language),
                  days: invoice.termsDays,
                })}
              </span>
            ),
          },
          ...(invoice.receiptNumber
            ? [
                {
                  label: t('invoices.detail.receipt'),
                  value: (
                    <span data-testid="invoice-receipt">
                      {t('invoices.detail.receiptLine', {
                        number: invoice.receiptNumber,
                        date: invoice.paidAt ? formatQuebecDate(invoice.paidAt, language) : '',
                      })}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}

type AmountKey = Exclude<keyof Resources['admin']['invoices']['detail']['amounts'], 'title'>;

/** Subtotal, taxes and total, what was paid or credited, and the balance due. */
export function InvoiceAmounts({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const rows: { key: AmountKey; cents: number; strong?: boolean }[] = [
    { key: 'subtotal', cents: invoice.amounts.subtotalCents },
    { key: 'gst', cents: invoice.amounts.gstCents },
    { key: 'qst', cents: invoice.amounts.qstCents },
    { key: 'total', cents: invoice.amounts.totalCents, strong: true },
    { key: 'paid', cents: invoice.paidCents },
    ...(invoice.creditedCents > 0
      ? [{ key: 'credited' as const, cents: invoice.creditedCents }]
      : []),
    { key: 'balance', cents: invoice.balanceCents, strong: true },
  ];
  return (
    <SectionCard title={t('invoices.detail.amounts.title')} variant="divided">
      <dl className="divide-y divide-surface-strong text-sm sm:max-w-sm">
        {rows.map((row) => (
          <div
            key={row.key}
            data-testid={`amount-${row.key}`}
            className={`flex justify-between gap-4 py-1.5 ${row.strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
          >
            <dt>{t(`invoices.detail.amounts.${row.key}`)}</dt>
            <dd className="tabular-nums">{formatMoney(row.cents, language)}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

/** The invoice's attendees, one line each with their booking and amount. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <SectionCard title={t('invoices.detail.lines.title')} variant="divided">
      <ul className="divide-y divide-surface-strong text-sm">
        {invoice.lines.map((line) => (
          <li
            key={line.bookingId}
            data-testid="invoice-line"
            className="flex flex-wrap justify-between gap-x-4 py-2"
          >
            <span>
              <span className="block font-semibold text-slate-900">{line.attendeeName}</span>
              <span className="block font-mono text-xs text-slate-600">
                {t('invoices.detail.lines.reference', { reference: line.bookingReference })}
              </span>
            </span>
            <span className="tabular-nums">{formatMoney(line.amounts.totalCents, language)}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

/** The payments recorded so far, oldest first. */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <SectionCard title={t('invoices.detail.payments.title')} variant="divided">
      {invoice.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('invoices.detail.payments.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {invoice.payments.map((payment) => (
            <li
              key={payment.id}
              data-testid="invoice-payment"
              className="rounded-lg border border-slate-200 px-3 py-2 text-sm"
            >
              <p className="flex flex-wrap justify-between gap-x-4">
                <span className="font-semibold text-slate-900">
                  {t(`invoices.methods.${payment.method}`)}
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatMoney(payment.amountCents, language)}
                </span>
              </p>
              <p className="text-slate-700">
                {t('invoices.detail.payments.received', {
                  date: formatCalendarDate(payment.receivedOn, language),
                })}
                {payment.reference &&
                  ` · ${t('invoices.detail.payments.reference', { reference: payment.reference })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
