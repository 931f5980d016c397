import type { NetworkerContact, NetworkerContactList } from '@referrals/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type PagedItems, usePagedItems } from '../../ui/usePagedItems';
import { networkerContactPagesQuery } from './networkerContactsQuery';

export interface ContactPages extends PagedItems<NetworkerContact> {
  /** Every list's count, as the server last counted. */
  counts: Record<NetworkerContactList, number> | undefined;
}

/** Which of the list's contacts to read, and how often to poll while the live connection is down. */
interface ContactPagesOptions {
  /** Only this invitation's contacts. */
  invitationId?: string;
  refetchInterval?: number | false;
  staleTime?: number;
}

/** One list of the networker's contacts, page by page; live updates refresh the pages loaded. */
export function useContactPages(
  list: NetworkerContactList,
  { invitationId, ...polling }: ContactPagesOptions = {},
): ContactPages {
  const pages = useInfiniteQuery({ ...networkerContactPagesQuery(list, invitationId), ...polling });
  return { ...usePagedItems(pages), counts: pages.data?.pages.at(-1)?.counts };
}
