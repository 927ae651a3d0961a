import { useTranslation } from 'react-i18next';
import { PillRadioGroup } from '@/components/ui/PillRadioGroup';
import { INVOICE_FILTERS, type InvoiceFilter } from '../api/types';

interface InvoiceFiltersProps {
  status: InvoiceFilter;
  onStatus: (status: InvoiceFilter) => void;
}

/** All, open, overdue or paid invoices: radio buttons drawn as pills. */
export function InvoiceFilters({ status, onStatus }: InvoiceFiltersProps) {
  const { t } = useTranslation('companies');
  return (
    <PillRadioGroup
      legend={t('invoices.filter')}
      name="invoice-status"
      options={INVOICE_FILTERS}
      value={status}
      onChange={onStatus}
      label={(filter) => t(`invoices.filters.${filter}`)}
    />
  );
}
