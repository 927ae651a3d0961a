import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { BusyButton } from '@/components/ui/BusyButton';
import { useAdminSystem } from '../api/get-system';
import { BackupsSection } from '../components/BackupsSection';
import { JobsSection } from '../components/JobsSection';
import { MailQueueSection } from '../components/MailQueueSection';
import { SystemSkeleton } from '../components/SystemSkeleton';
import { SystemSummary } from '../components/SystemSummary';

/**
 * /admin/system: the server's version and database, the backups, the mail queue with its failed
 * mails (each can be sent again now) and the background jobs' last runs.
 */
export default function AdminSystemPage() {
  const { t } = useTranslation('adminSystem');
  const { data, isPending, isError, isFetching, isRefetching, refetch, dataUpdatedAt } =
    useAdminSystem();
  // Relative times count from the answer's arrival, not from each render.
  const now = new Date(dataUpdatedAt);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          data && (
            <BusyButton
              variant="secondary"
              className="shrink-0 self-start sm:self-auto"
              icon={RotateCw}
              label={t('refresh')}
              busyLabel={t('refreshing')}
              busy={isFetching}
              onClick={() => void refetch()}
            />
          )
        }
      />

      {isError && !data ? (
        <LoadError
          message={t('loadError')}
          retryLabel={t('retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <SystemSkeleton label={t('loading')} />
      ) : (
        <>
          <SystemSummary status={data} now={now} />
          <BackupsSection backups={data.backups} />
          <MailQueueSection mail={data.mail} now={now} />
          <JobsSection jobs={data.jobs} now={now} />
        </>
      )}
    </div>
  );
}
