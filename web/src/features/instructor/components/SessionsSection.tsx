import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { LoadMore } from '@/components/ui/LoadMore';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useInstructorSessions } from '../api/get-instructor-sessions';
import { sessionsOf } from '../format';
import { EmptyState } from './EmptyState';
import { SESSION_LINK, SessionCard } from './SessionCard';

/** "Mes séances": the instructor's sessions page by page, soonest first, each with its roster. */
export function SessionsSection() {
  const { t } = useTranslation('instructor');
  const language = useLanguage();
  const { user } = useAuth();
  const list = useInstructorSessions();
  const sessions = useMemo(() => sessionsOf(list.data?.pages), [list.data]);

  let content;
  if (list.isError && !list.data) {
    content = (
      <LoadError
        message={t('sessions.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (list.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('sessions.loading')} />
      </div>
    );
  } else if (sessions.length === 0) {
    content = <EmptyState title={t('sessions.emptyTitle')} hint={t('sessions.emptyHint')} />;
  } else {
    content = (
      <>
        <ul className="space-y-4">
          {sessions.map((session) => (
            <SessionCard key={session.id} session={session} userId={user?.id} />
          ))}
        </ul>
        <LoadMore
          summary={t('sessions.shown', {
            count: sessions.length,
            shown: formatWholeNumber(sessions.length, language),
          })}
          count={sessions.length}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          error={list.isFetchNextPageError ? t('sessions.loadMoreError') : undefined}
          onLoadMore={() => void list.fetchNextPage()}
          labels={{
            loadMore: t('sessions.loadMore'),
            loading: t('sessions.loadingMore'),
            retry: t('retry'),
          }}
          rowSelector={SESSION_LINK}
        />
      </>
    );
  }

  return (
    <SectionCard
      title={t('sessions.heading')}
      description={t('sessions.description')}
      icon={CalendarDays}
    >
      {content}
    </SectionCard>
  );
}
