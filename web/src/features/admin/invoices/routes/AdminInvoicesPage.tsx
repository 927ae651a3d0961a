import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { LoadMore } from '@/components/ui/LoadMore';
import { Spinner } from '@/components/ui/Spinner';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useInvoices } from '../api/get-invoices';
import { STATUS_FILTERS, type Invoice, type StatusFilter } from '../api/types';
import { InvoiceDialog } from '../components/InvoiceDialog';
import { InvoiceStatusFilters } from '../components/InvoiceStatusFilters';
import { INVOICE_BUTTON, InvoicesTable } from '../components/InvoicesTable';

/** The invoices of every page loaded, each once. */
function invoicesOf(pages: readonly { invoices: Invoice[] }[] | undefined): Invoice[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.invoices)
    .filter((invoice) => !seen.has(invoice.id) && seen.add(invoice.id));
}

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
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = useInvoices(status);
  const { data, isPending, isError, isRefetching, refetch } = list;
  const invoices = useMemo(() => invoicesOf(data?.pages), [data]);
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

      <InvoiceStatusFilters status={status} onStatus={changeStatus} />

      {isError && !data ? (
        <LoadError
          message={t('invoices.loadError')}
          retryLabel={t('invoices.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('invoices.loading')} />
        </div>
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <InvoicesTable
            invoices={invoices}
            onOpen={setOpened}
            empty={t(`invoices.empty.${status}`)}
          />
          {invoices.length > 0 && (
            <LoadMore
              summary={t('invoices.shown', {
                count: invoices.length,
                shown: formatWholeNumber(invoices.length, language),
              })}
              count={invoices.length}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              error={list.isFetchNextPageError ? t('invoices.loadMoreError') : undefined}
              onLoadMore={() => void list.fetchNextPage()}
              labels={{
                loadMore: t('invoices.loadMore'),
                loading: t('invoices.loadingMore'),
                retry: t('invoices.retry'),
              }}
              rowSelector={INVOICE_BUTTON}
            />
          )}
        </div>
      )}

      <InvoiceDialog invoice={opened} onClose={close} />
    </div>
  );
}
