import type { NetworkerContact, NetworkerContactList } from '@referrals/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type PagedItems, usePagedItems } from '../../ui/usePagedItems';
import { networkerContactPagesQuery } from './networkerContactsQuery';

export interface ContactPages extends PagedItems<NetworkerContact> {
  /** Every list's count, as the server last counted. */
  counts: Record<NetworkerContactList, number> | undefined;
}

/**
 * One list of the networker's contacts, page by page; live updates refresh the pages loaded, and so
 * does `polling`, when given, while the live connection is down.
 */
export function useContactPages(
  list: NetworkerContactList,
  polling?: { refetchInterval: number | false; staleTime: number },
): ContactPages {
  const pages = useInfiniteQuery({ ...networkerContactPagesQuery(list), ...polling });
  return { ...usePagedItems(pages), counts: pages.data?.pages.at(-1)?.counts };
}
