import { useTranslation } from 'react-i18next';
import { PillRadioGroup } from '@/components/ui/PillRadioGroup';
import { STATUS_FILTERS, type StatusFilter } from '../api/types';

interface InvoiceStatusFiltersProps {
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

/** The status filter as pills (radio buttons): open, overdue, paid, all. */
export function InvoiceStatusFilters({ status, onStatus }: InvoiceStatusFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <PillRadioGroup
      legend={t('invoices.filter')}
      name="invoice-status"
      options={STATUS_FILTERS}
      value={status}
      onChange={onStatus}
      label={(filter) => t(`invoices.filters.${filter}`)}
    />
  );
}
