import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * Whether a typed company ("Name" or "Name | domain") is known and has a logo. A read despite the
 * POST: one query per text, so a check for text typed over is cancelled when its query is dropped.
 */
export function companyCheckQuery(companyInput: string) {
  return queryOptions({
    ...routeQuery('POST /api/companies/check', { body: { companyInput }, key: [companyInput] }),
    staleTime: ONE_HOUR_MS,
  });
}
