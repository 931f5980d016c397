import type { Page } from '@referrals/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

export interface PagedItems<Item> {
  /**
   * The items loaded so far, in the server's order; undefined until the first page came (another query's
   * pages shown as placeholder data do not count: their items are not this list's).
   */
  items: Item[] | undefined;
  isPending: boolean;
  /** The first page failed (a failed refresh keeps what was shown; the next one retries). */
  isError: boolean;
  /** Asks for the pages again, from the first. */
  retry: () => void;
  /** The next page: whether there is one, whether it is on its way or failed, and asking for it. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

/** A list read in pages (an infinite query of `Page`s) as the items loaded so far and the way to the next page. */
export function usePagedItems<P extends Page<unknown>>(
  pages: UseInfiniteQueryResult<InfiniteData<P>>,
): PagedItems<P['items'][number]> {
  const { data, isPlaceholderData } = pages;
  const items = useMemo(
    () => (isPlaceholderData ? undefined : data?.pages.flatMap((page): P['items'] => page.items)),
    [data, isPlaceholderData],
  );
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, refetch } = pages;
  const loadMore = useCallback(() => {
    // Not while the pages refetch: the next page follows the fresh ones.
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  return {
    items,
    isPending: pages.isPending,
    isError: pages.isError && items === undefined,
    retry: () => void refetch(),
    hasMore: hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMoreFailed: isFetchNextPageError,
    loadMore,
  };
}
