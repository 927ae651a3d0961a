import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import type { Invoice } from '../api/types';

const statusTones: Record<Invoice['status'], StatusTone> = {
  open: 'pending',
  paid: 'success',
  credited: 'neutral',
};

/** An invoice's state as a pill: open (amber), paid (green) or credited (grey: cleared by credits alone). */
export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <StatusPill tone={statusTones[status]} wrap="narrow" testId="invoice-status">
      {t(`invoices.status.${status}`)}
    </StatusPill>
  );
}

/** The red pill of an open invoice past its due date. */
export function OverdueBadge() {
  const { t } = useTranslation('admin');
  return (
    <StatusPill tone="danger" icon={CircleAlert} wrap="narrow" testId="invoice-overdue">
      {t('invoices.overdue')}
    </StatusPill>
  );
}
