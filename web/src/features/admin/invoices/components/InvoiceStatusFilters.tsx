import { useTranslation } from 'react-i18next';
import { STATUS_FILTERS, type StatusFilter } from '../api/types';

interface InvoiceStatusFiltersProps {
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

const pill =
  'relative inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';
const hiddenInput = 'absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0';

/** The status filter as pills (radio buttons): open, overdue, paid, all. */
export function InvoiceStatusFilters({ status, onStatus }: InvoiceStatusFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('invoices.filter')}</legend>
      <div className="flex flex-wrap gap-2">
        {STATUS_FILTERS.map((filter) => (
          <label
            key={filter}
            className={`${pill} border-slate-300 bg-white text-slate-800 hover:bg-slate-50 has-checked:border-slate-900 has-checked:bg-slate-900 has-checked:text-white`}
          >
            <input
              type="radio"
              name="invoice-status"
              value={filter}
              checked={status === filter}
              onChange={() => onStatus(filter)}
              className={hiddenInput}
            />
            {t(`invoices.filters.${filter}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
