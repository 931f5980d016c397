import type { NetworkerContact, NetworkerContactSection } from '@referrals/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type PagedItems, usePagedItems } from '../../ui/usePagedItems';
import { networkerContactPagesQuery } from './networkerContactsQuery';

export interface ContactPages extends PagedItems<NetworkerContact> {
  /** Every section's count, as the server last counted. */
  counts: Record<NetworkerContactSection, number> | undefined;
}

/** One section of the networker's contacts, page by page; live updates refresh the pages loaded. */
export function useContactPages(section: NetworkerContactSection): ContactPages {
  const pages = useInfiniteQuery(networkerContactPagesQuery(section));
  return { ...usePagedItems(pages), counts: pages.data?.pages.at(-1)?.counts };
}
