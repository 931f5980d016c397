import { COMPANY_CHECK } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { companyCheckQuery } from './companyCheckQuery';
import { type CompanyCheckStatus, companyCheckStatus, isCheckableCompany } from './companyCheckStatus';

export interface CompanyCheck {
  status: CompanyCheckStatus;
  /** The logo the check found, when its status is found. */
  logoUrl: string | null;
}

/**
 * Checks the typed company 800 ms after typing stops (spec). Each text has its own query, so the
 * request for a text typed over is aborted as soon as the next one starts.
 */
export function useCompanyCheck(companyInput: string): CompanyCheck {
  const typed = companyInput.trim();
  const settled = useDebouncedValue(typed, COMPANY_CHECK.debounceMs);
  const check = useQuery({ ...companyCheckQuery(settled), enabled: isCheckableCompany(settled) });
  const status = companyCheckStatus({ typed, settled, answer: check.data, failed: check.isError });
  return { status, logoUrl: status === 'found' ? (check.data?.logoUrl ?? null) : null };
}
