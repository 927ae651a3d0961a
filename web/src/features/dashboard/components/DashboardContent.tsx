import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import type { User } from '@/lib/auth/types';
import { useDashboard, useRetryDashboard } from '../api/get-dashboard';
import { useTimeLimit } from '../use-time-limit';
import { BookingList } from './BookingList';
import { CertificateList } from './CertificateList';
import { CourseList } from './CourseList';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { MyDataSection } from './MyDataSection';
import { NewsConsentSection } from './NewsConsentSection';
import { ProfileDialog } from './ProfileDialog';
import { QuickActions } from './QuickActions';
import { ProgressStats } from './ProgressStats';

/** Past this wait without an answer, the page says so and offers to try again (spec § 9). */
export const DASHBOARD_TIME_LIMIT_MS = 10_000;

/**
 * The signed-in student's tiles, courses, certificates and quick actions, and their account's
 * data: its download, the news and reminders consented to, and its deletion (Law 25).
 */
export function DashboardContent({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();
  const retryDashboard = useRetryDashboard();
  const waiting = dashboard.isPending && dashboard.fetchStatus === 'fetching';
  const timeLimit = useTimeLimit(waiting, DASHBOARD_TIME_LIMIT_MS);
  const [profileOpen, setProfileOpen] = useState(false);

  const retry = () => {
    timeLimit.restart();
    void retryDashboard();
  };

  let main;
  if (dashboard.data) {
    main = (
      <>
        <CourseList courses={dashboard.data.courses} />
        <BookingList />
        <CertificateList certificates={dashboard.data.certificates} />
      </>
    );
  } else if (dashboard.isError) {
    main = (
      <>
        <LoadError
          message={t('states.loadError')}
          retryLabel={t('states.retry')}
          onRetry={retry}
          retrying={dashboard.isFetching}
        />
        <BookingList />
      </>
    );
  } else if (timeLimit.expired) {
    main = (
      <>
        <LoadError message={t('states.timedOut')} retryLabel={t('states.retry')} onRetry={retry} />
        <BookingList />
      </>
    );
  } else {
    main = (
      <div className="flex justify-center py-16">
        <Spinner label={t('states.loading')} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <EmailVerificationBanner user={user} />
      {dashboard.data && <ProgressStats stats={dashboard.data.stats} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">{main}</div>
        <div className="min-w-0 space-y-6">
          <QuickActions onEditProfile={() => setProfileOpen(true)} />
          <MyDataSection />
          <NewsConsentSection />
          <DeleteAccountSection />
        </div>
      </div>
      <ProfileDialog open={profileOpen} user={user} onClose={() => setProfileOpen(false)} />
    </div>
  );
}
