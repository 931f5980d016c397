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
