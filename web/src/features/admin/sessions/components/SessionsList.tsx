import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { LoadMore } from '@/components/ui/LoadMore';
import { Spinner } from '@/components/ui/Spinner';
import { numberFormat } from '@/lib/format/intl';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAdminSessions } from '../api/get-admin-sessions';
import type { AdminSession } from '../api/types';
import { SESSION_LINK, SessionsTable } from './SessionsTable';

interface SessionsListProps {
  onCancel: (session: AdminSession) => void;
  onEdit: (session: AdminSession) => void;
  onWaitlist: (session: AdminSession) => void;
  onReopen: (session: AdminSession) => void;
}

/** The sessions of every page loaded, each once. */
function sessionsOf(pages: readonly { sessions: AdminSession[] }[] | undefined): AdminSession[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.sessions)
    .filter((session) => !seen.has(session.id) && seen.add(session.id));
}

/** The sessions not yet over, page by page, soonest first, with their actions. */
export function SessionsList({ onCancel, onEdit, onWaitlist, onReopen }: SessionsListProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const list = useAdminSessions(language);
  const { data, isPending, isError, isRefetching, refetch } = list;
  const sessions = useMemo(() => sessionsOf(data?.pages), [data]);
  const number = numberFormat(intlLocale(language));

  if (isError && !data) {
    return (
      <LoadError
        message={t('sessions.loadError')}
        retryLabel={t('sessions.retry')}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('sessions.loading')} />
      </div>
    );
  }
  return (
    <div
      aria-busy={list.isPlaceholderData}
      className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      <SessionsTable
        sessions={sessions}
        onCancel={onCancel}
        onEdit={onEdit}
        onWaitlist={onWaitlist}
        onReopen={onReopen}
      />
      {sessions.length > 0 && (
        <LoadMore
          summary={t('sessions.shown', {
            count: sessions.length,
            shown: number.format(sessions.length),
          })}
          count={sessions.length}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          error={list.isFetchNextPageError ? t('sessions.loadMoreError') : undefined}
          onLoadMore={() => void list.fetchNextPage()}
          labels={{
            loadMore: t('sessions.loadMore'),
            loading: t('sessions.loadingMore'),
            retry: t('sessions.retry'),
          }}
          rowSelector={SESSION_LINK}
        />
      )}
    </div>
  );
}
