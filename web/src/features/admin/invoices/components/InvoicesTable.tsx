import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoicesTable as InvoicesList, invoicesTableLabels } from '@/components/InvoicesTable';
import type { Invoice } from '../api/types';
import { InvoiceStatusBadge, OverdueBadge } from './InvoiceBadges';

interface InvoicesTableProps {
  invoices: readonly Invoice[];
  onOpen: (invoice: Invoice) => void;
  /** What the table says when no invoice is listed. */
  empty: ReactNode;
}

/** Each row's number button carries it: "Load more" focuses the first new row's. */
export const INVOICE_BUTTON = '[data-invoice-button]';

/**
 * The invoices, one row each (one card each on a phone): number, company, course, dates, amounts
 * and state. The number opens the invoice (a click anywhere on the row too).
 */
export function InvoicesTable({ invoices, onOpen, empty }: InvoicesTableProps) {
  const { t } = useTranslation('admin');
  return (
    <InvoicesList
      invoices={invoices}
      labels={invoicesTableLabels(t, 'invoices.table')}
      number={(invoice) => (
        <button
          type="button"
          data-invoice-button=""
          aria-label={t('invoices.view', { number: invoice.number, company: invoice.companyName })}
          onClick={() => onOpen(invoice)}
          className="-mx-1 rounded px-1 text-left font-mono text-sm font-semibold whitespace-nowrap text-slate-900 underline decoration-slate-400 underline-offset-2 hover:decoration-slate-900"
        >
          {invoice.number}
        </button>
      )}
      afterNumber={[
        {
          key: 'company',
          header: t('invoices.table.company'),
          cell: (invoice) => (
            // Words wrap between them, not inside ("Béton Outaouais", not "Béton Outaoua is").
            <span className="block font-semibold text-slate-900 [overflow-wrap:break-word]">
              {invoice.companyName}
            </span>
          ),
        },
      ]}
      dueNote={(invoice) =>
        invoice.overdue &&
        invoice.status === 'open' && (
          <span className="mt-1 block">
            <OverdueBadge />
          </span>
        )
      }
      status={{
        key: 'status',
        header: t('invoices.table.status'),
        cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
      }}
      empty={empty}
      rowProps={(invoice) => ({
        // A click anywhere on the row opens it too; the number is the keyboard's way in.
        onClick: (event) => {
          if (!(event.target as HTMLElement).closest('button, a')) onOpen(invoice);
        },
        className: 'cursor-pointer hover:bg-slate-50',
      })}
    />
  );
}
