export const COMPANY_EVENT_TYPES = {
  companyRegistered: 'CompanyRegistered',
} as const;

export const companyStream = (companyId: string): string => `company-${companyId}`;

/** A company entered the shared catalogue (by name, with the domain and logo known then). */
export interface CompanyRegisteredData {
  companyId: string;
  name: string;
  domain: string | null;
  logoUrl: string | null;
}
