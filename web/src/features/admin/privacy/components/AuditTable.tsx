import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AuditEntry } from '../api/types';
import { formatQuebecMoment } from '@/lib/format/quebec-time';

interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** What the table says when it lists none. */
  empty: string;
}

/** Each row's time carries it: "Load more" focuses the first new row's. */
export const AUDIT_ROW = '[data-audit-row]';

/** Grey for a look, amber for a copy or a change, red for an erasure. */
const tones: Record<AuditEntry['action'], StatusTone> = {
  view: 'neutral',
  export: 'pending',
  change: 'pending',
  erase: 'danger',
};

/** The audit trail, one row per access (one card each on a phone). */
export function AuditTable({ entries, empty }: AuditTableProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();

  const columns: DataColumn<AuditEntry>[] = [
    {
      key: 'at',
      header: t('privacy.audit.table.at'),
      rowHeader: true,
      cell: (entry) => (
        <time
          dateTime={entry.at}
          data-audit-row=""
          tabIndex={-1}
          className="font-semibold text-slate-900"
        >
          {formatQuebecMoment(entry.at, language)}
        </time>
      ),
    },
    {
      key: 'actor',
      header: t('privacy.audit.table.actor'),
      className: 'break-all',
      cell: (entry) => entry.actor,
    },
    {
      key: 'action',
      header: t('privacy.audit.table.action'),
      cell: (entry) => (
        <StatusPill tone={tones[entry.action]} testId="audit-action">
          {t(`privacy.audit.actions.${entry.action}`)}
        </StatusPill>
      ),
    },
    {
      key: 'subject',
      header: t('privacy.audit.table.subject'),
      className: 'break-all',
      cell: (entry) =>
        entry.subject || <span className="text-slate-600">{t('privacy.audit.noSubject')}</span>,
    },
    {
      key: 'detail',
      header: t('privacy.audit.table.detail'),
      cell: (entry) => <span className="font-mono text-xs break-all">{entry.detail}</span>,
    },
  ];

  return (
    <DataTable
      caption={t('privacy.audit.table.caption')}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columns}
      dense
      empty={empty}
      rowProps={() => ({ 'data-testid': 'audit-row' })}
    />
  );
}
