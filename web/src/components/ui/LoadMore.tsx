import { useEffect, useRef } from 'react';
import { LoadError } from '@/components/LoadError';
import { LoadMoreButton } from './LoadMoreButton';

interface LoadMoreProps {
  /** How many rows are shown ("50 of 120 shown"); announced when it changes. */
  summary: string;
  /** How many rows the list holds now. */
  count: number;
  /** A next page exists: the button shows. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The next page failed to load: what to say, beside a Retry button. */
  error?: string;
  onLoadMore: () => void;
  /** The button's words when the list names what it loads, and the Retry button's. */
  labels: { loadMore?: string; retry: string };
  /**
   * What to focus in each row (its link): when a page arrives, focus goes to its first row, so
   * a keyboard user goes on reading where the list grew.
   */
  rowSelector: string;
}

/** Under a paged list: how many rows it shows, and the button that fetches the next page. */
export function LoadMore({
  summary,
  count,
  hasMore,
  loading,
  error,
  onLoadMore,
  labels,
  rowSelector,
}: LoadMoreProps) {
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    document.querySelectorAll<HTMLElement>(rowSelector)[index]?.focus();
  }, [count, rowSelector]);

  function loadMore() {
    firstNew.current = count;
    onLoadMore();
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <p aria-live="polite" className="text-sm text-slate-600">
        {summary}
      </p>
      {error ? (
        <LoadError
          className="w-full"
          message={error}
          retryLabel={labels.retry}
          onRetry={loadMore}
          retrying={loading}
        />
      ) : (
        hasMore && (
          <LoadMoreButton
            variant="secondary"
            label={labels.loadMore}
            loading={loading}
            onClick={loadMore}
          />
        )
      )}
    </div>
  );
}
