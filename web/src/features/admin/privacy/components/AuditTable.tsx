import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AuditEntry } from '../api/types';
import { formatMoment } from '../format';

interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** What the table says when it lists none. */
  empty: string;
}

/** Each row's time carries it: "Load more" focuses the first new row's. */
export const AUDIT_ROW = '[data-audit-row]';

/** Grey for a look, amber for a copy or a change, red for an erasure. */
const tones: Record<AuditEntry['action'], string> = {
  view: 'bg-slate-100 text-slate-700 ring-slate-700/20',
  export: 'bg-pending-50 text-pending-700 ring-pending-700/20',
  change: 'bg-pending-50 text-pending-700 ring-pending-700/20',
  erase: 'bg-brand-50 text-brand-700 ring-brand-700/20',
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
          {formatMoment(entry.at, language)}
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
        <span
          data-testid="audit-action"
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[entry.action]}`}
        >
          {t(`privacy.audit.actions.${entry.action}`)}
        </span>
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
