import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAdminOverview } from '../api/get-overview';
import type { AdminOverview } from '../api/types';
import { OverviewStats } from '../components/OverviewStats';
import { PerformanceBars } from '../components/PerformanceBars';
import { QuickActions } from '../components/QuickActions';
import { RecentActivity } from '../components/RecentActivity';
import { WeeklyChart } from '../components/WeeklyChart';

/** Nothing has happened yet: no account, no enrollment, no booking. */
const isEmpty = (overview: AdminOverview) =>
  overview.totalStudents === 0 &&
  overview.totalEnrollments === 0 &&
  overview.revenueCents === 0 &&
  overview.pendingBookings === 0 &&
  overview.recentActivity.length === 0;

/** /admin: the figures of the business, recent activity, performance and weekly chart. */
export default function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, isPending, isError, isRefetching, refetch, dataUpdatedAt } =
    useAdminOverview(language);

  return (
    <div className="space-y-6">
      <PageHeader title={t('overview.title')} lead={t('overview.lead')} />

      {isError && !data ? (
        <LoadError
          message={t('overview.loadError')}
          retryLabel={t('overview.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('overview.loading')} />
        </div>
      ) : (
        <>
          {isEmpty(data) && <Alert tone="info">{t('overview.noData')}</Alert>}
          <OverviewStats overview={data} />
          <div className="grid gap-6 xl:grid-cols-3">
            <div className="min-w-0 space-y-6 xl:col-span-2">
              <WeeklyChart weeks={data.weekly} />
              <RecentActivity items={data.recentActivity} now={new Date(dataUpdatedAt)} />
            </div>
            <div className="min-w-0 space-y-6">
              <QuickActions />
              <PerformanceBars performance={data.performance} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
