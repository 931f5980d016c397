/** Why a company is not shown: the catalogue has no company with that id. */
export type CompaniesQueryRefusalCode = 'company_not_found';
