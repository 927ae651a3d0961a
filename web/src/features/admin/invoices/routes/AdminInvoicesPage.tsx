import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InvoiceStatusFilter } from '@/components/InvoiceStatusFilter';
import { PageHeader } from '@/components/PageHeader';
import { PagedList } from '@/components/PagedList';
import { useAdminListTexts } from '@/features/admin/components/use-admin-list-texts';
import { useInvoices } from '../api/get-invoices';
import { STATUS_FILTERS, type Invoice, type StatusFilter } from '../api/types';
import { InvoiceDialog } from '../components/InvoiceDialog';
import { INVOICE_BUTTON, InvoicesTable } from '../components/InvoicesTable';

/** The address's status; the open invoices when it has none (or one it does not know). */
const statusOf = (value: string | null): StatusFilter =>
  STATUS_FILTERS.find((filter) => filter === value) ?? 'open';

/**
 * /admin/invoices: the status filter (kept in the address; the open invoices by default) and the
 * invoices page by page, newest first (the overdue ones oldest first). An invoice opens in a
 * dialog, where the office records the payments received.
 */
export default function AdminInvoicesPage() {
  const { t } = useTranslation('admin');
  const texts = useAdminListTexts('invoices');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = useInvoices(status);
  const [opened, setOpened] = useState<Invoice | null>(null);

  function changeStatus(value: StatusFilter) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'open') next.delete('status');
      else next.set('status', value);
      return next;
    });
  }

  function close() {
    setOpened(null);
    // Paid, the invoice may have left the list with the button that opened it: focus the list.
    setTimeout(() => {
      if (document.activeElement === document.body) {
        document.querySelector<HTMLElement>(INVOICE_BUTTON)?.focus();
      }
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t('invoices.title')} lead={t('invoices.lead')} />

      <InvoiceStatusFilter
        legend={t('invoices.filter')}
        options={STATUS_FILTERS}
        value={status}
        onChange={changeStatus}
      />

      <PagedList list={list} texts={texts} rowSelector={INVOICE_BUTTON}>
        <InvoicesTable
          invoices={list.rows}
          onOpen={setOpened}
          empty={t(`invoices.empty.${status}`)}
        />
      </PagedList>

      <InvoiceDialog invoice={opened} onClose={close} />
    </div>
  );
}
