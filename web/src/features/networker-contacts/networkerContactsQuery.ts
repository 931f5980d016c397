import type { NetworkerContact } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The signed-in networker's contacts; the key is the path the server names when one changes. */
export const networkerContactsQuery = queryOptions({
  queryKey: ['/api/networker/contacts-with-status'] as const,
  queryFn: ({ signal }) =>
    apiRequest<NetworkerContact[]>('GET', '/api/networker/contacts-with-status', undefined, { signal }),
});
