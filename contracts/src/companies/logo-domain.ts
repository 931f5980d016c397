import { stripToHost } from './company-input.js';

/** Brands whose domain is not simply their name plus ".com" (spec: a mapping of about 48 brands). */
const BRAND_DOMAINS: Readonly<Record<string, string>> = {
  google: 'google.com',
  alphabet: 'abc.xyz',
  meta: 'meta.com',
  facebook: 'facebook.com',
  instagram: 'instagram.com',
  whatsapp: 'whatsapp.com',
  amazon: 'amazon.com',
  aws: 'aws.amazon.com',
  'amazon web services': 'aws.amazon.com',
  apple: 'apple.com',
  microsoft: 'microsoft.com',
  linkedin: 'linkedin.com',
  github: 'github.com',
  netflix: 'netflix.com',
  tesla: 'tesla.com',
  nvidia: 'nvidia.com',
  ibm: 'ibm.com',
  oracle: 'oracle.com',
  salesforce: 'salesforce.com',
  adobe: 'adobe.com',
  intel: 'intel.com',
  cisco: 'cisco.com',
  uber: 'uber.com',
  airbnb: 'airbnb.com',
  stripe: 'stripe.com',
  shopify: 'shopify.com',
  spotify: 'spotify.com',
  slack: 'slack.com',
  zoom: 'zoom.us',
  notion: 'notion.so',
  figma: 'figma.com',
  atlassian: 'atlassian.com',
  hubspot: 'hubspot.com',
  snowflake: 'snowflake.com',
  databricks: 'databricks.com',
  coinbase: 'coinbase.com',
  paypal: 'paypal.com',
  dropbox: 'dropbox.com',
  'jp morgan': 'jpmorganchase.com',
  jpmorgan: 'jpmorganchase.com',
  'jpmorgan chase': 'jpmorganchase.com',
  chase: 'chase.com',
  'bank of america': 'bankofamerica.com',
  'wells fargo': 'wellsfargo.com',
  'goldman sachs': 'goldmansachs.com',
  'morgan stanley': 'morganstanley.com',
  citi: 'citi.com',
  citigroup: 'citigroup.com',
  deloitte: 'deloitte.com',
  accenture: 'accenture.com',
  mckinsey: 'mckinsey.com',
  'mckinsey & company': 'mckinsey.com',
};

/** Legal and generic words that say nothing about the domain (spec: inc, corp, ltd, llc, bank…). */
const SUFFIXES = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'bank',
  'group',
  'holdings',
]);

/**
 * The domain a company's logo is looked up by: the one given ("Name | domain", or a domain typed
 * as the name), a known brand's, or the name without its legal suffixes plus ".com".
 */
export function guessCompanyDomain(company: string): string | null {
  const text = company.trim().toLowerCase();
  if (!text) return null;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/.*)?$/.test(text.replace(/^https?:\/\//, '').replace(/^www\./, ''))) {
    return stripToHost(text);
  }
  const words = text.replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 1 && SUFFIXES.has(words.at(-1)!)) words.pop();
  const name = words.join(' ');
  const known = BRAND_DOMAINS[name] ?? BRAND_DOMAINS[text];
  if (known) return known;
  const slug = name.replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
  return slug ? `${slug}.com` : null;
}
