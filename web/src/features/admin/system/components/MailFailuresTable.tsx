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

/** The mails whose last attempt failed: to whom, what, why, and a button to try again now. */
export function MailFailuresTable({ failures, sending, onSendAgain }: MailFailuresTableProps) {
  const { t } = useTranslation('adminSystem');
  const language = useLanguage();

  const columns: DataColumn<MailFailure>[] = [
    {
      key: 'recipient',
      header: t('mail.table.recipient'),
      rowHeader: true,
      className: 'break-all',
      cell: (failure) => <span className="font-semibold text-slate-900">{failure.recipient}</span>,
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
