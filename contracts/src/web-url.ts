/** The schemes an outside link may use; anything else (javascript:, data:, file:, …) is refused. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/** `mailto:`-style schemes a user may type: a word then a colon, but not a host:port like `example.com:8080`. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The one rule for a web address (an operator's website, a calendar or "schedule a call" link, a
 * LinkedIn profile, an image): the API stores every URL field in this form, and the web app builds the
 * `href` of every outside link with it, so a value stored before the API checked is harmless too.
 * `https://` is added when the text has no scheme (so `acme.com` does not resolve against the app and
 * land on its 404), and anything that is not a plain http(s) address with a dotted host (`javascript:`,
 * `data:`, words with spaces) gives `null`. The address is otherwise kept as typed (no trailing slash added).
 */
export function externalUrl(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  const candidate = text.startsWith('//')
    ? `https:${text}`
    : SCHEME.test(text) && !/^[^:/]+:\d/.test(text)
      ? text
      : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.')) return null;
  if (/\s/.test(text)) return null;
  return candidate;
}

/** Why a web address field is refused, naming the field as its form labels it. */
export function webUrlInvalidMessage(label: string): string {
  return `Please enter a valid ${label}: a web address such as https://example.com.`;
}
