import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useMemo } from 'react';

/** The names of a page's fields that hold its rows (lists of things with an id). */
type RowsKey<Page> = {
  [K in keyof Page]: Page[K] extends readonly { id: number }[] ? K : never;
}[keyof Page];

type RowOf<Page, Key extends keyof Page> = Page[Key] extends readonly (infer Row)[] ? Row : never;

/** A list read page by page: the query's state, and the rows of every page loaded. */
export type InfinitePages<Row, Data = InfiniteData<unknown>> = UseInfiniteQueryResult<
  Data,
  Error
> & {
  /** The rows of every page loaded, each once, in their order. */
  rows: Row[];
};

/**
 * The rows of every page loaded, each once: a row the list gained or lost while it was read may
 * come on two pages.
 */
export function rowsOfPages<Page, Row extends { id: number }>(
  pages: readonly Page[] | undefined,
  pick: (page: Page) => readonly Row[],
): Row[] {
  const seen = new Set<number>();
  return (pages ?? []).flatMap(pick).filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/**
 * A list the server pages with a cursor (`options` from `infiniteQueryOptions`), and its rows:
 * those of `page[key]` on every page loaded, each once.
 */
export function useInfinitePages<
  Page,
  Key extends RowsKey<Page>,
  Data extends InfiniteData<Page>,
  PageParam,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: UseInfiniteQueryOptions<Page, Error, Data, TQueryKey, PageParam>,
  key: Key,
): InfinitePages<RowOf<Page, Key>, Data> {
  const query = useInfiniteQuery(options);
  const { data } = query;
  const rows = useMemo(
    () => rowsOfPages(data?.pages, (page) => page[key] as readonly { id: number }[]),
    [data, key],
  ) as RowOf<Page, Key>[];
  return { ...query, rows };
}
