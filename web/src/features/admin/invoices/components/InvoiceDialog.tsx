import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { Dialog } from '@/components/ui/Dialog';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatMoney } from '@/lib/format/money';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useInvoice } from '../api/get-invoice';
import type { Invoice } from '../api/types';
import { InvoiceAmounts, InvoiceLines, InvoicePayments, InvoiceSummary } from './InvoiceDetails';
import { PaymentForm } from './PaymentForm';

interface InvoiceDialogProps {
  /** The invoice of the list that was opened; none when the dialog is closed. */
  invoice: Invoice | null;
  onClose: () => void;
}

/**
 * One invoice: its state, PDF, amounts, attendees and payments, and the form that records a
 * payment while a balance is due. Read again when opened; the list's copy shows meanwhile.
 */
export function InvoiceDialog({ invoice, onClose }: InvoiceDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={invoice !== null}
      onClose={onClose}
      title={invoice ? t('invoices.detail.title', { number: invoice.number }) : ''}
      description={invoice?.companyName}
      closeLabel={t('invoices.detail.close')}
      size="lg"
    >
      {invoice && <InvoicePanel key={invoice.id} listed={invoice} />}
    </Dialog>
  );
}

function InvoicePanel({ listed }: { listed: Invoice }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const query = useInvoice(listed.id, listed);
  const invoice = query.data ?? listed;
  const notice = useNotice();
  const noticeRef = useRef<HTMLDivElement>(null);
  // From the submit to the answer: the section stays while the invoice may turn paid under it.
  const [paying, setPaying] = useState(false);

  /** The form may be gone (the invoice is paid): its message takes the focus its button had. */
  function keepFocus() {
    setTimeout(() => {
      if (document.activeElement === document.body) noticeRef.current?.focus();
    });
  }

  function started() {
    notice.clear();
    setPaying(true);
  }

  function recorded(updated: Invoice, amountCents: number) {
    setPaying(false);
    const amount = formatMoney(amountCents, language);
    if (updated.status === 'paid') {
      notice.success(t('invoices.payment.paid', { amount, receipt: updated.receiptNumber }));
    } else {
      notice.success(
        t('invoices.payment.recorded', {
          amount,
          balance: formatMoney(updated.balanceCents, language),
        }),
      );
    }
    keepFocus();
  }

  function failed(text?: string) {
    setPaying(false);
    if (!text) return;
    notice.error(text);
    keepFocus();
  }

  const payable = invoice.status === 'open' && invoice.balanceCents > 0;
  return (
    <div className="space-y-5">
      {query.isError && (
        <LoadError
          message={t('invoices.detail.loadError')}
          retryLabel={t('invoices.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      )}
      <InvoiceSummary invoice={invoice} />
      <InvoiceAmounts invoice={invoice} />
      <InvoiceLines invoice={invoice} />
      <InvoicePayments invoice={invoice} />
      {/* A paid invoice has no payment to record; the message of the one that paid it stays. */}
      {(payable || paying || notice.current) && (
        <SectionCard title={t('invoices.payment.title')} variant="divided">
          {notice.current && (
            <div ref={noticeRef} tabIndex={-1} className="rounded-xl focus:outline-none">
              <NoticeAlert notice={notice} dismissLabel={t('invoices.dismiss')} />
            </div>
          )}
          {payable ? (
            <PaymentForm
              invoice={invoice}
              onRecorded={recorded}
              onFailed={failed}
              onSubmitting={started}
            />
          ) : (
            <p className="text-sm text-slate-700">{t('invoices.payment.nothingLeft')}</p>
          )}
        </SectionCard>
      )}
    </div>
  );
}
