import { NETWORKER_LIST_QUERY_KEYS, type NetworkerContact } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The signed-in networker's contacts; the key is the path the server names when one changes. */
export const networkerContactsQuery = queryOptions({
  queryKey: NETWORKER_LIST_QUERY_KEYS.contactsWithStatus,
  queryFn: ({ signal }) =>
    apiRequest<NetworkerContact[]>('GET', NETWORKER_LIST_QUERY_KEYS.contactsWithStatus[0], undefined, {
      signal,
    }),
});
