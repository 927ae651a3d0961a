import { useTranslation } from 'react-i18next';
import { richText } from '@/components/rich-text';
import { Alert } from '@/components/ui/Alert';
import { FactList, type Fact } from '@/components/ui/FactList';
import { formatTimeOfDay } from '@/lib/format/dates';
import { useLanguage } from '@/lib/i18n/use-language';
import type { BackupSchedule as Schedule } from '../api/types';

const code = <code className="rounded bg-white px-1 py-0.5 font-mono text-[0.8125rem] break-all" />;

/**
 * The daily backup's folder, hour and keeping; when BACKUP_DIR is not set, how to set it and how
 * to make a backup by hand meanwhile.
 */
export function BackupSchedule({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation('adminSystem');
  const language = useLanguage();

  if (!schedule.configured) {
    return (
      <Alert tone="info">
        <p>{richText(t('backups.unscheduled'), { code })}</p>
        <p className="mt-1">{richText(t('backups.byHand'), { code })}</p>
      </Alert>
    );
  }

  const facts: Fact[] = [
    {
      key: 'folder',
      label: t('backups.folder'),
      value: <span className="font-mono text-sm">{schedule.folder}</span>,
    },
    {
      key: 'hour',
      label: t('backups.hour'),
      value: t('backups.daily', { time: formatTimeOfDay(schedule.hour, 0, language) }),
    },
    {
      key: 'days',
      label: t('backups.keepDays'),
      value: t('backups.keptDays', { count: schedule.keepDays }),
    },
    {
      key: 'months',
      label: t('backups.keepMonths'),
      value: t('backups.keptMonths', { count: schedule.keepMonths }),
    },
  ];
  return (
    <div data-testid="backup-schedule">
      <FactList facts={facts} compact />
    </div>
  );
}
