/** What can be asked of a company's stream and why it is refused (it needs no facts from elsewhere). */

export type CompanyCommand = {
  type: 'RegisterCompany';
  /** Derived from the name's key: the same name always names the same stream. */
  companyId: string;
  /** As parsed from the "Name | domain" input. */
  name: string;
  domain: string | null;
  logoUrl: string | null;
};

export type CompanyFacts = Record<string, never>;

export type CompanyRefusalCode = 'company_already_registered';
