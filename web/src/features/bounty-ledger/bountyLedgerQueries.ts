import {
  type BountyLedgerAnswer,
  networkerBountyLedgerQueryKey,
  operatorBountyLedgerQueryKey,
} from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** What the signed-in networker earned; the key is the path the server names when it changes. */
export const networkerBountyLedgerQuery = queryOptions({
  queryKey: networkerBountyLedgerQueryKey(),
  queryFn: ({ signal }) =>
    apiRequest<BountyLedgerAnswer>('GET', networkerBountyLedgerQueryKey()[0], undefined, { signal }),
});

/** What the signed-in operator owes and has paid. */
export const operatorBountyLedgerQuery = queryOptions({
  queryKey: operatorBountyLedgerQueryKey(),
  queryFn: ({ signal }) =>
    apiRequest<BountyLedgerAnswer>('GET', operatorBountyLedgerQueryKey()[0], undefined, { signal }),
});
