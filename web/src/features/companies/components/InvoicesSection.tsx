import { ReceiptText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { LoadMore } from '@/components/ui/LoadMore';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useInvoices } from '../api/get-invoices';
import type { Invoice, InvoiceFilter } from '../api/types';
import { InvoiceFilters } from './InvoiceFilters';
import { INVOICE_NUMBER, InvoicesTable } from './InvoicesTable';
import { StatementForm } from './StatementForm';

/** The invoices of every page loaded, each once. */
function invoicesOf(pages: readonly { invoices: Invoice[] }[] | undefined): Invoice[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.invoices)
    .filter((invoice) => !seen.has(invoice.id) && seen.add(invoice.id));
}

/**
 * The company's invoices, filtered by status and paged, each with its PDF and, once paid, its
 * receipt; under them, the statement of account.
 */
export function InvoicesSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const [status, setStatus] = useState<InvoiceFilter>('all');
  const list = useInvoices(companyId, status);
  const invoices = useMemo(() => invoicesOf(list.data?.pages), [list.data]);
  // Another filter's rows stay in view, dimmed, until this one's arrive.
  const switching = list.isPlaceholderData;

  let content;
  if (list.isError && !list.data) {
    content = (
      <LoadError
        message={t('invoices.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (list.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('invoices.loading')} />
      </div>
    );
  } else {
    content = (
      <div
        aria-busy={switching}
        className={`space-y-4 transition-opacity ${switching ? 'opacity-60' : ''}`}
      >
        <InvoicesTable
          companyId={companyId}
          invoices={invoices}
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
            labels={{ loadMore: t('loadMore'), loading: t('loadingMore'), retry: t('retry') }}
            rowSelector={INVOICE_NUMBER}
          />
        )}
      </div>
    );
  }

  return (
    <SectionCard
      title={t('invoices.title')}
      description={t('invoices.description')}
      icon={ReceiptText}
    >
      <InvoiceFilters status={status} onStatus={setStatus} />
      {content}
      <SectionCard
        variant="divided"
        title={t('statement.title')}
        description={t('statement.description')}
      >
        <StatementForm companyId={companyId} />
      </SectionCard>
    </SectionCard>
  );
}
