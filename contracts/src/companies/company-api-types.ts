export interface Company {
  id: string;
  name: string;
  domain: string | null;
  logoUrl: string | null;
}

export interface CompanyCheckRequest {
  companyInput: string;
}
export interface CompanyCheckAnswer {
  exists: boolean;
  logoUrl: string | null;
}

export interface FindOrCreateCompanyRequest {
  companyInput: string;
  logoUrl?: string;
}

export interface LogoFetchAnswer {
  /** Empty when no logo is known: the UI shows the company's initials. */
  logo: string;
  companyName: string;
}

/** GET /api/operator-profiles/{id}/target-companies */
export interface TargetCompany {
  company: Company;
  roleTitle: string | null;
}

/** GET /api/networker-profiles/{id}/intro-companies */
export interface IntroCompany {
  company: Company;
  notes: string | null;
  verified: boolean;
}
