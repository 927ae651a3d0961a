import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { StatusPill } from '@/components/ui/StatusPill';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Job } from '../api/types';
import { formatRunTime } from '../format';
import { jobLabel, sortJobs } from '../jobs';
import { RelativeTime } from './RelativeTime';

/** The last run's outcome: succeeded (green), failed (red), or never run (grey). */
function JobOutcome({ job }: { job: Job }) {
  const { t } = useTranslation('adminSystem');
  if (!job.lastRunAt) return <StatusPill tone="neutral">{t('jobs.never')}</StatusPill>;
  return (
    <StatusPill tone={job.ok ? 'success' : 'danger'} testId="job-outcome">
      {t(job.ok ? 'jobs.ok' : 'jobs.failed')}
    </StatusPill>
  );
}

/** Each background job: its last run, how long it took, how it went, and its latest failure. */
export function JobsTable({ jobs, now }: { jobs: readonly Job[]; now: Date }) {
  const { t } = useTranslation('adminSystem');
  const language = useLanguage();
  const dash = <span className="text-slate-600">—</span>;

  const columns: DataColumn<Job>[] = [
    {
      key: 'job',
      header: t('jobs.table.job'),
      rowHeader: true,
      cell: (job) => <span className="font-semibold text-slate-900">{jobLabel(job.name, t)}</span>,
    },
    {
      key: 'lastRun',
      header: t('jobs.table.lastRun'),
      cell: (job) => (job.lastRunAt ? <RelativeTime at={job.lastRunAt} now={now} /> : dash),
    },
    {
      key: 'duration',
      header: t('jobs.table.duration'),
      numeric: true,
      cell: (job) =>
        job.lastRunAt ? (
          <span className="whitespace-nowrap">{formatRunTime(job.durationMs, language)}</span>
        ) : (
          dash
        ),
    },
    {
      key: 'outcome',
      header: t('jobs.table.outcome'),
      cell: (job) => <JobOutcome job={job} />,
    },
    {
      key: 'lastError',
      header: t('jobs.table.lastError'),
      cell: (job) =>
        job.lastError ? (
          <>
            {/* Kept after good runs: red only while the job still fails. */}
            <span
              className={`block font-mono text-xs ${job.ok ? 'text-slate-700' : 'text-brand-700'}`}
            >
              {job.lastError}
            </span>
            {job.lastFailedAt && (
              <span className="mt-0.5 block text-xs text-slate-600">
                <RelativeTime at={job.lastFailedAt} now={now} />
              </span>
            )}
          </>
        ) : (
          <span className="text-slate-600">{t('jobs.noError')}</span>
        ),
    },
  ];

  return (
    <DataTable
      caption={t('jobs.table.caption')}
      rows={sortJobs(jobs)}
      rowKey={(job) => job.name}
      columns={columns}
      framed={false}
      empty={t('jobs.empty')}
      rowProps={() => ({ 'data-testid': 'job-row' })}
    />
  );
}
