import { WAITLIST_MESSAGES as M } from '@referrals/contracts';
import { isApiError } from '../../api/client';

/**
 * What the modal says when a join fails (spec): the server's own text when it answered with one,
 * "Failed to join waitlist" when it answered without one, and a network error when no answer came.
 */
export function waitlistFailureMessage(error: unknown): string {
  if (isApiError(error)) return error.body?.message ?? M.failed;
  return M.networkError;
}

/** A full web address as a URL input accepts it: http or https, and a host with a dot. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
