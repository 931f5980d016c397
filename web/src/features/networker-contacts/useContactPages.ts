import type { NetworkerContact, NetworkerContactSection } from '@referrals/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { networkerContactPagesQuery } from './networkerContactsQuery';

export interface ContactPages {
  /** The section's contacts loaded so far, in the server's order; undefined until the first page came. */
  contacts: NetworkerContact[] | undefined;
  /** Every section's count, as the server last counted. */
  counts: Record<NetworkerContactSection, number> | undefined;
  isPending: boolean;
  /** The first page failed (a failed refresh keeps what was shown; the next one retries). */
  isError: boolean;
  /** The next page: whether there is one, whether it is on its way or failed, and asking for it. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

/** One section of the networker's contacts, page by page; live updates refresh the pages loaded. */
export function useContactPages(section: NetworkerContactSection): ContactPages {
  const pages = useInfiniteQuery(networkerContactPagesQuery(section));
  const contacts = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    // Not while the pages refetch: the next page follows the fresh ones.
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  return {
    contacts,
    counts: pages.data?.pages.at(-1)?.counts,
    isPending: pages.isPending,
    isError: pages.isError && contacts === undefined,
    hasMore: hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMoreFailed: isFetchNextPageError,
    loadMore,
  };
}
