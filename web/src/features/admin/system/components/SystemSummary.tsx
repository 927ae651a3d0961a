import { Database, HardDriveDownload, Mail, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@/features/admin/components/relative-time';
import { StatTiles, type Stat } from '@/components/ui/StatTiles';
import { StatusPill } from '@/components/ui/StatusPill';
import { formatBytes } from '@/lib/format/bytes';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import type { SystemStatus } from '../api/types';
import { backupIsLate } from '../format';

const grey = 'bg-slate-100 text-slate-800';

/** The page's strings and the admin area's (relative times). */
function useTexts() {
  const { t: system } = useTranslation('adminSystem');
  const { t: admin } = useTranslation('admin');
  return { system, admin };
}

type Texts = ReturnType<typeof useTexts>;

/** Red when the backup is late, green when it is recent, grey when none is scheduled. */
const backupLooks = {
  late: { pill: 'danger', icon: 'bg-brand-50 text-brand-700' },
  fresh: { pill: 'success', icon: 'bg-success-50 text-success-600' },
  unscheduled: { pill: 'neutral', icon: grey },
} as const;

/** The last verified backup: how long ago, and whether it calls for attention. */
function backupTile(status: SystemStatus, now: Date, t: Texts): Stat {
  const { lastVerifiedAt, schedule } = status.backups;
  const state = backupIsLate(lastVerifiedAt, schedule.configured, now)
    ? 'late'
    : lastVerifiedAt
      ? 'fresh'
      : 'unscheduled';
  return {
    key: 'backup',
    icon: HardDriveDownload,
    tone: backupLooks[state].icon,
    label: t.system('summary.lastBackup'),
    value: lastVerifiedAt ? formatRelativeTime(lastVerifiedAt, t.admin, now) : t.system('none'),
    extra: (
      <StatusPill tone={backupLooks[state].pill} testId="backup-state">
        {t.system(`summary.${state}`)}
      </StatusPill>
    ),
  };
}

/** Four tiles: the server's version, the database, the mails waiting, the last backup. */
export function SystemSummary({ status, now }: { status: SystemStatus; now: Date }) {
  const t = useTexts();
  const language = useLanguage();
  const { mail } = status;
  const tiles: Stat[] = [
    {
      key: 'version',
      icon: Tag,
      tone: grey,
      label: t.system('summary.version'),
      value: status.version,
    },
    {
      key: 'database',
      icon: Database,
      tone: grey,
      label: t.system('summary.database'),
      value: formatBytes(status.databaseBytes, language),
      extra: (
        <span className="text-xs font-medium text-slate-600" data-testid="database-engine">
          {t.system(`summary.engines.${status.engine}`)}
        </span>
      ),
    },
    {
      key: 'mail',
      icon: Mail,
      tone: mail.failing > 0 ? 'bg-pending-50 text-pending-700' : grey,
      label: t.system('summary.mailWaiting'),
      value: formatWholeNumber(mail.waiting, language),
      extra: (
        <StatusPill tone={mail.failing > 0 ? 'danger' : 'success'} testId="mail-failing">
          {mail.failing > 0
            ? t.system('summary.failing', { count: mail.failing })
            : t.system('summary.noFailure')}
        </StatusPill>
      ),
    },
    backupTile(status, now, t),
  ];
  return (
    <StatTiles
      label={t.system('summary.label')}
      columns="sm:grid-cols-2 xl:grid-cols-4"
      stats={tiles}
    />
  );
}
