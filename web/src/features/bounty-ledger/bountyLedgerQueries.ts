import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** What the signed-in networker earned; the key is the path the server names when it changes. */
export const networkerBountyLedgerQuery = queryOptions(routeQuery('GET /api/networker/bounty-ledger'));

/** What the signed-in operator owes and has paid. */
export const operatorBountyLedgerQuery = queryOptions(routeQuery('GET /api/operator/bounty-ledger'));
