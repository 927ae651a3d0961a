import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../api/types';

// On one line in the table; on a narrow card, a badge may wrap.
const badgeClass =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset @max-4xl:whitespace-normal';

const statusTones: Record<Invoice['status'], string> = {
  open: 'bg-pending-50 text-pending-700 ring-pending-700/20',
  paid: 'bg-success-50 text-success-600 ring-success-600/20',
  credited: 'bg-slate-100 text-slate-700 ring-slate-700/20',
};

/** An invoice's state as a pill: open (amber), paid (green) or credited (grey: cleared by credits alone). */
export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <span data-testid="invoice-status" className={`${badgeClass} ${statusTones[status]}`}>
      {t(`invoices.status.${status}`)}
    </span>
  );
}

/** The red pill of an open invoice past its due date. */
export function OverdueBadge() {
  const { t } = useTranslation('admin');
  return (
    <span
      data-testid="invoice-overdue"
      className={`${badgeClass} bg-brand-50 text-brand-700 ring-brand-700/20`}
    >
      <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
      {t('invoices.overdue')}
    </span>
  );
}
