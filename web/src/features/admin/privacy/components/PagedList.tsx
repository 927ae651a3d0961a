import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { LoadMore } from '@/components/ui/LoadMore';
import { Spinner } from '@/components/ui/Spinner';

/** What a paged list needs of its infinite query. */
interface PagedQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedListProps {
  query: PagedQuery;
  /** How many rows the list shows. */
  count: number;
  texts: { loading: string; loadError: string; shown: string };
  /** What "Load more" focuses in each row. */
  rowSelector: string;
  /** The table. */
  children: ReactNode;
}

/**
 * A list read page by page: a spinner for the first page, an error with Retry, then the table
 * with how many rows it shows and the "Load more" button. The last list stays, dimmed, while
 * another filter loads.
 */
export function PagedList({ query, count, texts, rowSelector, children }: PagedListProps) {
  const { t } = useTranslation('admin');
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={texts.loadError}
        retryLabel={t('privacy.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={texts.loading} />
      </div>
    );
  }
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {children}
      {count > 0 && (
        <LoadMore
          summary={texts.shown}
          count={count}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          error={query.isFetchNextPageError ? t('privacy.loadMoreError') : undefined}
          onLoadMore={() => void query.fetchNextPage()}
          labels={{
            loadMore: t('privacy.loadMore'),
            loading: t('privacy.loadingMore'),
            retry: t('privacy.retry'),
          }}
          rowSelector={rowSelector}
        />
      )}
    </div>
  );
}
