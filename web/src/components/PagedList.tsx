import type { ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { LoadMore } from '@/components/ui/LoadMore';
import { Spinner } from '@/components/ui/Spinner';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';

/** What a paged list needs of its read (`useInfinitePages`'s result). */
interface PagedRead {
  rows: readonly unknown[];
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
  list: PagedRead;
  texts: {
    loading: string;
    loadError: string;
    loadMoreError: string;
    retry: string;
    /** "12 shown": how many rows the list shows (`shown` is the count, written out). */
    shown: (values: { count: number; shown: string }) => string;
    /** The button's words when the list names what it loads ("Show more sessions"). */
    loadMore?: string;
  };
  /** What "Load more" focuses in each row. */
  rowSelector: string;
  /** What shows in place of the rows when there are none; else the children (a table's own). */
  empty?: ReactNode;
  /** What shows in place of the error and its Retry when the first page is refused. */
  failure?: ReactNode;
  /** Inside a card: less room around the spinner. */
  compact?: boolean;
  /** The rows (a table, a list). */
  children: ReactNode;
}

/**
 * A list read page by page: a spinner for the first page, an error with Retry, then the rows
 * (or what the list says when it has none) with how many it shows and the "Load more" button.
 * The last list stays, dimmed, while another filter loads.
 */
export function PagedList({
  list,
  texts,
  rowSelector,
  empty,
  failure,
  compact = false,
  children,
}: PagedListProps) {
  const language = useLanguage();
  if (list.isError && !list.data) {
    return (
      failure ?? (
        <LoadError
          message={texts.loadError}
          retryLabel={texts.retry}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      )
    );
  }
  if (list.isPending) {
    return (
      <div className={`flex justify-center ${compact ? 'py-10' : 'py-16'}`}>
        <Spinner label={texts.loading} />
      </div>
    );
  }
  const count = list.rows.length;
  if (count === 0 && empty !== undefined) return empty;
  return (
    <div
      aria-busy={list.isPlaceholderData}
      className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {children}
      {count > 0 && (
        <LoadMore
          summary={texts.shown({ count, shown: formatWholeNumber(count, language) })}
          count={count}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          error={list.isFetchNextPageError ? texts.loadMoreError : undefined}
          onLoadMore={() => void list.fetchNextPage()}
          labels={{ loadMore: texts.loadMore, retry: texts.retry }}
          rowSelector={rowSelector}
        />
      )}
    </div>
  );
}
