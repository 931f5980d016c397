/** What the API says when a company on a profile's list cannot be added or removed. */
export const PROFILE_COMPANY_MESSAGES = {
  companyNotFound: 'Company not found',
  notOnList: 'This company is not on the list',
} as const;
