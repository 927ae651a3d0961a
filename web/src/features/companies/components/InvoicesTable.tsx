import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InvoicesTable as InvoicesList, invoicesTableLabels } from '@/components/InvoicesTable';
import { rowActionClass } from '@/components/ui/DataTable';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { invoicePdfUrl, receiptPdfUrl } from '../api/invoice-files';
import type { Invoice } from '../api/types';
import { StatusPill } from '@/components/ui/StatusPill';

/** Each row's number carries it: "Load more" focuses the first new row's. */
export const INVOICE_NUMBER = '[data-invoice-number]';

const link = `${rowActionClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;

/** Paid (green), credited (grey: cleared by credits alone, no receipt), overdue (red) or open (amber). */
function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('companies');
  if (invoice.status === 'credited') {
    return (
      <StatusPill wrap="always" tone="neutral" icon={CircleCheck}>
        {t('invoices.statuses.credited')}
      </StatusPill>
    );
  }
  if (invoice.status === 'paid') {
    return (
      <StatusPill wrap="always" tone="success" icon={CircleCheck}>
        {t('invoices.statuses.paid')}
      </StatusPill>
    );
  }
  if (invoice.overdue) {
    return (
      <StatusPill wrap="always" tone="danger" icon={CircleAlert}>
        {t('invoices.statuses.overdue')}
      </StatusPill>
    );
  }
  return (
    <StatusPill wrap="always" tone="pending" icon={Clock}>
      {t('invoices.statuses.open')}
    </StatusPill>
  );
}

interface InvoicesTableProps {
  companyId: number;
  invoices: readonly Invoice[];
  empty: string;
}

/**
 * The invoices, one row each (one card each on a phone): number, course, dates, total, balance,
 * status, and the PDF of the invoice and, once paid, of its receipt.
 */
export function InvoicesTable({ companyId, invoices, empty }: InvoicesTableProps) {
  const { t } = useTranslation('companies');
  return (
    <InvoicesList
      framed={false}
      invoices={invoices}
      labels={invoicesTableLabels(t, 'invoices')}
      number={(invoice) => (
        <span
          data-invoice-number=""
          tabIndex={-1}
          className="font-semibold whitespace-nowrap text-slate-900"
        >
          {invoice.number}
        </span>
      )}
      status={{
        key: 'status',
        header: t('invoices.status'),
        cell: (invoice) => (
          <span data-testid="invoice-status" className="whitespace-nowrap">
            <InvoiceStatus invoice={invoice} />
          </span>
        ),
      }}
      afterStatus={[
        {
          key: 'documents',
          header: t('invoices.documents'),
          actions: true,
          hiddenHeader: true,
          cell: (invoice) => (
            // Side by side in the table; wrapping under a card on a phone.
            <span className="inline-flex justify-end gap-2 @max-4xl:flex @max-4xl:flex-wrap @max-4xl:justify-start">
              <DownloadLink
                href={invoicePdfUrl(companyId, invoice.id)}
                text={t('invoices.pdf')}
                label={t('invoices.pdfLabel', { number: invoice.number })}
                className={link}
              />
              {invoice.status === 'paid' && (
                <DownloadLink
                  href={receiptPdfUrl(companyId, invoice.id)}
                  text={t('invoices.receipt')}
                  label={t('invoices.receiptLabel', { number: invoice.number })}
                  className={link}
                />
              )}
            </span>
          ),
        },
      ]}
      empty={empty}
    />
  );
}
