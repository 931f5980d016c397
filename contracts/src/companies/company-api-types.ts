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

/** POST /api/companies: a company by name (and domain, for its logo). */
export interface CreateCompanyRequest {
  name: string;
  domain?: string;
  logoUrl?: string;
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

/** POST /api/operator-profiles/{id}/target-companies */
export interface AddTargetCompanyRequest {
  companyId: string;
  roleTitle?: string;
}

/** POST /api/networker-profiles/{id}/intro-companies */
export interface AddIntroCompanyRequest {
  companyId: string;
  notes?: string;
  verified?: boolean;
}
