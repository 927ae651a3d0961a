import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { StatusPill } from '@/components/ui/StatusPill';
import { formatBytes } from '@/lib/format/bytes';
import { formatQuebecMoment } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { BackupRun } from '../api/types';

/** Verified, its error, still running, or finished without a check. */
function RunCheck({ run }: { run: BackupRun }) {
  const { t } = useTranslation('adminSystem');
  if (run.error) return <span className="text-brand-700">{run.error}</span>;
  if (run.verified) {
    return (
      <StatusPill tone="success" icon={Check}>
        {t('backups.verified')}
      </StatusPill>
    );
  }
  return (
    <StatusPill tone={run.finishedAt ? 'neutral' : 'pending'}>
      {t(run.finishedAt ? 'backups.unverified' : 'backups.running')}
    </StatusPill>
  );
}

/** The recent backups, newest first: when, how, where, how big, and whether they were checked. */
export function BackupRunsTable({ runs }: { runs: readonly BackupRun[] }) {
  const { t } = useTranslation('adminSystem');
  const language = useLanguage();

  const columns: DataColumn<BackupRun>[] = [
    {
      key: 'date',
      header: t('backups.table.date'),
      rowHeader: true,
      cell: (run) => (
        <time dateTime={run.startedAt} className="font-semibold text-slate-900">
          {formatQuebecMoment(run.startedAt, language)}
        </time>
      ),
    },
    {
      key: 'kind',
      header: t('backups.table.kind'),
      cell: (run) => t(`backups.kinds.${run.kind}`),
    },
    {
      key: 'file',
      header: t('backups.table.file'),
      cell: (run) => <span className="font-mono text-xs break-all">{run.file}</span>,
    },
    {
      key: 'size',
      header: t('backups.table.size'),
      numeric: true,
      // A run under way has no size yet.
      cell: (run) =>
        run.finishedAt ? (
          <span className="whitespace-nowrap">{formatBytes(run.bytes, language)}</span>
        ) : (
          '—'
        ),
    },
    {
      key: 'check',
      header: t('backups.table.check'),
      cell: (run) => <RunCheck run={run} />,
    },
  ];

  return (
    <DataTable
      caption={t('backups.table.caption')}
      rows={runs}
      rowKey={(run) => run.id}
      columns={columns}
      framed={false}
      empty={t('backups.empty')}
      rowProps={() => ({ 'data-testid': 'backup-row' })}
    />
  );
}
