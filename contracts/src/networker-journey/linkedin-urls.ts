import { externalUrl } from '../web-url.js';

/** The host every LinkedIn profile address must contain, as `{host}/in/`. */
export const LINKEDIN_PROFILE_HOST = 'linkedin.com';

const PROFILE_MARKER = `${LINKEDIN_PROFILE_HOST}/in/`;
const UNKNOWN_CONTACT = 'Unknown Contact';

/** True when the text contains `linkedin.com/in/`, the spec's double opt-in rule. */
export function isLinkedinProfileUrl(text: string): boolean {
  return text.toLowerCase().includes(PROFILE_MARKER);
}

/** The non-empty, trimmed lines of a pasted block of LinkedIn addresses, one per line. */
export function linkedinUrlLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export type LinkedinUrlLinesCheck =
  | { readonly ok: true; readonly urls: string[] }
  | { readonly ok: false; readonly problem: 'empty' | 'invalid'; readonly invalidLines: string[] };

/**
 * Checks a pasted block as the double opt-in page does: at least one line, every line a profile's web
 * address (no `javascript:` or other scheme); the addresses come back as stored, `https://` added where
 * a line left it out.
 */
export function checkLinkedinUrlLines(text: string): LinkedinUrlLinesCheck {
  const lines = linkedinUrlLines(text);
  if (lines.length === 0) return { ok: false, problem: 'empty', invalidLines: [] };
  const invalidLines = lines.filter((line) => !isLinkedinProfileUrl(line) || externalUrl(line) === null);
  if (invalidLines.length > 0) return { ok: false, problem: 'invalid', invalidLines };
  return { ok: true, urls: lines.map((line) => externalUrl(line)!) };
}

/**
 * The contact's name read from the profile slug: hyphen-separated parts capitalised
 * ('jane-doe' → 'Jane Doe'). LinkedIn appends a numeric or hex id to common names
 * ('jane-doe-4b2a91'); a last part holding digits is that id and is dropped.
 * Falls back to 'Unknown Contact'.
 */
export function contactNameFromLinkedinUrl(url: string): string {
  const lower = url.toLowerCase();
  const at = lower.indexOf(PROFILE_MARKER);
  if (at < 0) return UNKNOWN_CONTACT;
  const slug = url.slice(at + PROFILE_MARKER.length).split(/[/?#]/)[0] ?? '';
  let parts = safeDecode(slug)
    .split('-')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length > 1 && /\d/.test(parts[parts.length - 1] ?? '')) parts = parts.slice(0, -1);
  if (parts.length === 0) return UNKNOWN_CONTACT;
  return parts.map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()).join(' ');
}

function safeDecode(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
