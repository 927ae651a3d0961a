import { useTranslation } from 'react-i18next';
import { INVOICE_FILTERS, type InvoiceFilter } from '../api/types';

const pill =
  'relative inline-flex min-h-10 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-checked:border-slate-900 has-checked:bg-slate-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

interface InvoiceFiltersProps {
  status: InvoiceFilter;
  onStatus: (status: InvoiceFilter) => void;
}

/** All, open, overdue or paid invoices: radio buttons drawn as pills. */
export function InvoiceFilters({ status, onStatus }: InvoiceFiltersProps) {
  const { t } = useTranslation('companies');
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('invoices.filter')}</legend>
      <div className="flex flex-wrap gap-2">
        {INVOICE_FILTERS.map((filter) => (
          <label key={filter} className={pill}>
            <input
              type="radio"
              name="invoice-status"
              value={filter}
              checked={status === filter}
              onChange={() => onStatus(filter)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {t(`invoices.filters.${filter}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
