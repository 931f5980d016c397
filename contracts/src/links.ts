const WEB_SCHEME = /^https?:\/\//i;

/**
 * A link the operator typed, ready for an href (spec: https:// is prefixed to a link lacking a
 * scheme): "acme.com" → "https://acme.com", "//acme.com" → "https://acme.com". Only http and https
 * are kept as typed; anything else ("javascript:…", "data:…") gets the prefix too, which leaves a
 * harmless address instead of a script. Blank input gives ''.
 */
export function withScheme(url: string): string {
  const link = url.trim();
  if (link === '' || WEB_SCHEME.test(link)) return link;
  return `https://${link.replace(/^\/+/, '')}`;
}
