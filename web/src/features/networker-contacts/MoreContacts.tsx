import { NETWORKER_CONTACT_PAGE_MESSAGES, type NetworkerContact } from '@referrals/contracts';
import { LoadMore } from '../../ui/LoadMore';
import type { PagedItems } from '../../ui/usePagedItems';

/** The end of a list of contacts shown a page at a time: the next page, while there is one. */
export function MoreContacts({ contacts }: { contacts: PagedItems<NetworkerContact> }) {
  if (!contacts.items?.length || !contacts.hasMore) return null;
  return (
    <LoadMore
      loading={contacts.loadingMore}
      failed={contacts.loadMoreFailed}
      onLoad={contacts.loadMore}
      failedMessage={NETWORKER_CONTACT_PAGE_MESSAGES.loadMoreFailed}
    />
  );
}
