import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/BusyButton';
import { DataTable, RowActions, type DataColumn } from '@/components/ui/DataTable';
import { formatWholeNumber } from '@/lib/format/number';
import { formatQuebecMoment } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { MailFailure } from '../api/types';

interface MailFailuresTableProps {
  failures: readonly MailFailure[];
  /** The mail whose sending again is under way, if any. */
  sending: number | null;
  onSendAgain: (failure: MailFailure) => void;
}

/** An address that may wrap after its "@" rather than inside a word, on a narrow card. */
function breakAfterAt(address: string) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** The mails whose last attempt failed: to whom, what, why, and a button to try again now. */
export function MailFailuresTable({ failures, sending, onSendAgain }: MailFailuresTableProps) {
  const { t } = useTranslation('adminSystem');
  const language = useLanguage();

  const columns: DataColumn<MailFailure>[] = [
    {
      key: 'recipient',
      header: t('mail.table.recipient'),
      rowHeader: true,
      className: '[overflow-wrap:anywhere]',
      cell: (failure) => (
        <span className="font-semibold text-slate-900">{breakAfterAt(failure.recipient)}</span>
      ),
    },
    {
      key: 'subject',
      header: t('mail.table.subject'),
      cell: (failure) => failure.subject,
    },
    {
      key: 'error',
      header: t('mail.table.error'),
      cell: (failure) => <span className="font-mono text-xs text-brand-700">{failure.error}</span>,
    },
    {
      key: 'attempts',
      header: t('mail.table.attempts'),
      numeric: true,
      cell: (failure) => formatWholeNumber(failure.attempts, language),
    },
    {
      key: 'next',
      header: t('mail.table.next'),
      cell: (failure) => (
        <time dateTime={failure.nextAttemptAt}>
          {formatQuebecMoment(failure.nextAttemptAt, language)}
        </time>
      ),
    },
    {
      key: 'actions',
      header: t('mail.table.actions'),
      hiddenHeader: true,
      actions: true,
      cell: (failure) => (
        <RowActions>
          <BusyButton
            variant="secondary"
            size="sm"
            className="whitespace-nowrap"
            icon={Send}
            label={t('mail.sendAgain')}
            busyLabel={t('mail.sending')}
            busy={sending === failure.id}
            disabled={sending !== null}
            aria-label={t('mail.sendAgainLabel', {
              subject: failure.subject,
              recipient: failure.recipient,
            })}
            onClick={() => onSendAgain(failure)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('mail.table.caption')}
      rows={failures}
      rowKey={(failure) => failure.id}
      columns={columns}
      framed={false}
      empty={t('mail.empty')}
      rowProps={() => ({ 'data-testid': 'mail-failure-row' })}
    />
  );
}
