import type { CompanyCheckAnswer, CompanyCheckRequest } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * Whether a typed company ("Name" or "Name | domain") is known and has a logo. A read despite the
 * POST: one query per text, so a check for text typed over is cancelled when its query is dropped.
 */
export function companyCheckQuery(companyInput: string) {
  return queryOptions({
    queryKey: ['/api/companies/check', companyInput] as const,
    queryFn: ({ signal }) =>
      apiRequest<CompanyCheckAnswer>(
        'POST',
        '/api/companies/check',
        { companyInput } satisfies CompanyCheckRequest,
        { signal },
      ),
    staleTime: ONE_HOUR_MS,
  });
}
