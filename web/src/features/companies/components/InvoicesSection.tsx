import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceStatusFilter } from '@/components/InvoiceStatusFilter';
import { PagedList } from '@/components/PagedList';
import { pagedListTexts } from '@/components/list-texts';
import { SectionCard } from '@/components/ui/SectionCard';
import { useInvoices } from '../api/get-invoices';
import { INVOICE_FILTERS, type InvoiceFilter } from '../api/types';
import { INVOICE_NUMBER, InvoicesTable } from './InvoicesTable';
import { StatementForm } from './StatementForm';

/**
 * The company's invoices, filtered by status and paged, each with its PDF and, once paid, its
 * receipt; under them, the statement of account.
 */
export function InvoicesSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const [status, setStatus] = useState<InvoiceFilter>('all');
  const list = useInvoices(companyId, status);
  return (
    <SectionCard
      title={t('invoices.title')}
      description={t('invoices.description')}
      icon={ReceiptText}
    >
      <InvoiceStatusFilter
        legend={t('invoices.filter')}
        options={INVOICE_FILTERS}
        value={status}
        onChange={setStatus}
      />
      <PagedList
        list={list}
        texts={pagedListTexts(t, 'invoices', t('retry'))}
        rowSelector={INVOICE_NUMBER}
        compact
      >
        <InvoicesTable
          companyId={companyId}
          invoices={list.rows}
          empty={t(`invoices.empty.${status}`)}
        />
      </PagedList>
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
