import { COMPANY_CHECK, type CompanyCheckAnswer, parseCompanyInput } from '@referrals/contracts';

/** What the company field shows under its input. */
export type CompanyCheckStatus = 'idle' | 'checking' | 'found' | 'notFound';

/** A company input is checked once its name (the part before any "|") has at least 2 characters. */
export function isCheckableCompany(companyInput: string): boolean {
  return parseCompanyInput(companyInput).name.length >= COMPANY_CHECK.minLength;
}

interface CompanyCheckProgress {
  /** The text in the field now. */
  typed: string;
  /** The text once typing stopped for the debounce delay: the one checked. */
  settled: string;
  /** The check's answer for the settled text, once it came. */
  answer: CompanyCheckAnswer | undefined;
  failed: boolean;
}

/**
 * Nothing while typing, for text too short, or when the check failed (the field works without it);
 * then checking, then found when the company has a logo to show and notFound when only initials can.
 */
export function companyCheckStatus({
  typed,
  settled,
  answer,
  failed,
}: CompanyCheckProgress): CompanyCheckStatus {
  if (typed !== settled || !isCheckableCompany(settled) || failed) return 'idle';
  if (!answer) return 'checking';
  return answer.logoUrl ? 'found' : 'notFound';
}
