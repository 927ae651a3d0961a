import { HardDriveDownload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import type { Backups } from '../api/types';
import { BackupRunsTable } from './BackupRunsTable';
import { BackupSchedule } from './BackupSchedule';
import { CARD_PADDING } from './card-padding';

/** « Sauvegardes »: the daily schedule (or how to set it) and the recent runs. */
export function BackupsSection({ backups }: { backups: Backups }) {
  const { t } = useTranslation('adminSystem');
  return (
    <SectionCard
      padding={CARD_PADDING}
      title={t('backups.title')}
      description={t('backups.description')}
      icon={HardDriveDownload}
    >
      <BackupSchedule schedule={backups.schedule} />
      <BackupRunsTable runs={backups.runs} />
    </SectionCard>
  );
}
