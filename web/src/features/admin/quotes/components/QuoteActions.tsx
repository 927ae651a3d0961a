import { PencilLine, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { BusyButton } from '@/components/ui/BusyButton';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { buttonClasses } from '@/components/ui/button-styles';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { paths } from '@/config/paths';
import { quotePdfUrl } from '../api/quote-pdf';
import { useReviseQuote } from '../api/revise-quote';
import { useSendQuote } from '../api/send-quote';
import type { Quote } from '../api/types';
import { conflictKey } from '../conflicts';

interface QuoteActionsProps {
  quote: Quote;
  /** Sent, or sent again: what the page says. */
  onSent: (text: string) => void;
  /** A new version was made: its page opens. */
  onRevised: (revision: Quote) => void;
  /** Refused (409) or failed: what the page says. */
  onFailed: (text: string) => void;
  /** An action starts: the page's last message goes. */
  onStart: () => void;
}

/**
 * What the office can do with the quote as it stands: a draft is edited or sent (confirmed
 * first); a sent one is sent again or revised; a declined or expired one revised; every version's
 * PDF downloads. A version replaced by a newer one is only read.
 */
export function QuoteActions({ quote, onSent, onRevised, onFailed, onStart }: QuoteActionsProps) {
  const { t } = useTranslation('adminQuotes');
  const send = useSendQuote();
  const revise = useReviseQuote();
  const [confirming, setConfirming] = useState<Quote | null>(null);
  const latest = !quote.replacedById;
  const draft = quote.status === 'draft';
  const canSend = latest && (draft || quote.status === 'sent');
  const canRevise = latest && ['sent', 'declined', 'expired'].includes(quote.status);
  const values = { number: quote.number, email: quote.contactEmail };
  // The dialog speaks of the quote as it was when opened, not as the answer leaves it.
  const sending = (confirming ?? quote).status === 'draft' ? 'first' : 'again';

  function confirmSend() {
    onStart();
    send.mutate(quote.id, {
      onSuccess: (sent) =>
        onSent(t(draft ? 'send.sent' : 'send.sentAgain', { email: sent.contactEmail })),
      onError: (error) => onFailed(t(`conflicts.${conflictKey(error)}`)),
      onSettled: () => setConfirming(null),
    });
  }

  function startRevision() {
    onStart();
    revise.mutate(quote.id, {
      onSuccess: onRevised,
      onError: (error) => onFailed(t(`conflicts.${conflictKey(error)}`)),
    });
  }

  return (
    <div role="group" aria-label={t('detail.actions')} className="flex flex-wrap gap-3">
      {latest && draft && (
        <ButtonLink to={paths.admin.editQuote(quote.id)} variant="secondary">
          <Pencil aria-hidden="true" className="size-5" />
          {t('detail.edit')}
        </ButtonLink>
      )}
      {canSend && (
        <Button variant={draft ? 'primary' : 'secondary'} onClick={() => setConfirming(quote)}>
          <Send aria-hidden="true" className="size-5" />
          {t(draft ? 'detail.send' : 'detail.sendAgain')}
        </Button>
      )}
      {canRevise && (
        <BusyButton
          variant={quote.status === 'sent' ? 'secondary' : 'primary'}
          icon={PencilLine}
          label={t('detail.revise')}
          busyLabel={t('detail.revising')}
          busy={revise.isPending}
          onClick={startRevision}
        />
      )}
      <DownloadLink
        href={quotePdfUrl(quote.id)}
        text={t('detail.pdf')}
        label={t('detail.pdfLabel', { number: quote.number })}
        iconClassName="size-5"
        className={buttonClasses('secondary')}
      />
      <ConfirmDialog
        subject={confirming}
        title={t(sending === 'first' ? 'send.title' : 'send.againTitle')}
        closeLabel={t('send.close')}
        keepLabel={t('send.keep')}
        confirm={{
          icon: Send,
          label: t(sending === 'first' ? 'send.confirm' : 'send.againConfirm'),
          busyLabel: t('send.sending'),
        }}
        busy={send.isPending}
        onConfirm={confirmSend}
        onClose={() => setConfirming(null)}
      >
        {() => (
          <p className="text-slate-700">
            {t(sending === 'first' ? 'send.body' : 'send.againBody', values)}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
