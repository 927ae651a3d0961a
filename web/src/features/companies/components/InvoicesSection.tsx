import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceStatusFilter } from '@/components/InvoiceStatusFilter';
import { SectionCard } from '@/components/ui/SectionCard';
import { useInvoices } from '../api/get-invoices';
import { INVOICE_FILTERS, type InvoiceFilter } from '../api/types';
import { CompanyPagedList } from './CompanyPagedList';
import { INVOICE_NUMBER, InvoicesTable } from './InvoicesTable';
import { StatementForm } from './StatementForm';

interface InvoicesSectionProps {
  companyId: number;
  /** How to pay an invoice (the office's Interac address, bank account, cheque payee). */
  paymentInstructions: string;
}

/**
 * The company's invoices, filtered by status and paged, each with its PDF and, once paid, its
 * receipt; how to pay them; under them, the statement of account.
 */
export function InvoicesSection({ companyId, paymentInstructions }: InvoicesSectionProps) {
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
      <CompanyPagedList list={list} section="invoices" rowSelector={INVOICE_NUMBER}>
        <InvoicesTable
          companyId={companyId}
          invoices={list.rows}
          empty={t(`invoices.empty.${status}`)}
        />
      </CompanyPagedList>
      <div data-testid="payment-instructions" className="rounded-xl bg-surface px-4 py-3">
        <h3 className="text-sm font-semibold text-slate-900">{t('invoices.howToPay')}</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
          {paymentInstructions}
        </p>
      </div>
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
