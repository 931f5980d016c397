import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The operator's networkers with each prospect's history; refreshed live when the server names the key. */
export const networkersWithProspectsQuery = queryOptions(
  routeQuery('GET /api/operator/networkers-with-prospects'),
);
