/** A company as typed in a company field: "Name" or "Name | domain" (spec convention). */
export interface CompanyInput {
  name: string;
  /** Lower-case domain, when the part after "|" looks like one (a dot, no space). */
  domain: string | null;
}

export function parseCompanyInput(text: string): CompanyInput {
  const [namePart = '', ...rest] = text.split('|');
  const domainPart = rest.join('|').trim().toLowerCase();
  const domain = domainPart.includes('.') && !/\s/.test(domainPart) ? stripToHost(domainPart) : null;
  return { name: namePart.trim(), domain };
}

/** "https://www.acme.com/about" → "acme.com". */
export function stripToHost(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#].*$/, '');
}

/** The company field checks only from 2 characters, 800 ms after typing stops (spec). */
export const COMPANY_CHECK = { minLength: 2, debounceMs: 800, maxSuggestions: 4 } as const;

/** What the company field says once its check has answered (spec, user-facing messages). */
export const COMPANY_CHECK_MESSAGES = {
  found: 'Company saved with logo - will display on invitation page',
  notFound: 'Logo not found - will show company initials on invitation page',
} as const;

/** Well-known companies the company field suggests from (spec: a fixed list of about 36 brands). */
export const SUGGESTED_COMPANIES: readonly string[] = [
  'Accenture',
  'Adobe',
  'Airbnb',
  'Amazon',
  'Apple',
  'Atlassian',
  'Bank of America',
  'Cisco',
  'Coinbase',
  'Databricks',
  'Deloitte',
  'Dropbox',
  'Figma',
  'Goldman Sachs',
  'Google',
  'HubSpot',
  'IBM',
  'Intel',
  'JPMorgan Chase',
  'LinkedIn',
  'Meta',
  'Microsoft',
  'Netflix',
  'Notion',
  'Nvidia',
  'Oracle',
  'PayPal',
  'Salesforce',
  'Shopify',
  'Slack',
  'Snowflake',
  'Spotify',
  'Stripe',
  'Tesla',
  'Uber',
  'Zoom',
];

/** Up to four suggestions whose name starts with, then contains, the typed text. */
export function suggestCompanies(text: string): string[] {
  const query = text.trim().toLowerCase();
  if (query.length < COMPANY_CHECK.minLength) return [];
  const starts = SUGGESTED_COMPANIES.filter((name) => name.toLowerCase().startsWith(query));
  const contains = SUGGESTED_COMPANIES.filter(
    (name) => !name.toLowerCase().startsWith(query) && name.toLowerCase().includes(query),
  );
  return [...starts, ...contains].slice(0, COMPANY_CHECK.maxSuggestions);
}
