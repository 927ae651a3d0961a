import { useTranslation } from 'react-i18next';
import { PillRadioGroup } from '@/components/ui/PillRadioGroup';

type InvoiceStatus = 'all' | 'open' | 'overdue' | 'paid';

interface InvoiceStatusFilterProps<Status extends InvoiceStatus> {
  /** What the pills filter, for screen readers. */
  legend: string;
  /** The statuses offered, in the list's order. */
  options: readonly Status[];
  value: Status;
  onChange: (status: Status) => void;
}

/** All, open, overdue or paid invoices: radio buttons drawn as pills (the office's and a company's). */
export function InvoiceStatusFilter<Status extends InvoiceStatus>(
  props: InvoiceStatusFilterProps<Status>,
) {
  const { t } = useTranslation();
  return (
    <PillRadioGroup
      name="invoice-status"
      label={(status) => t(`invoiceFilters.${status}`)}
      {...props}
    />
  );
}
