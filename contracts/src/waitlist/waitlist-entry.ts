import { normalizeEmail } from '../auth/names.js';
import type { SalesOperatorJoinedWaitlistData } from '../events/waitlist-events.js';
import type { JoinWaitlistRequest } from './waitlist-api-types.js';

/** The entry a valid form becomes: fields trimmed, the email in its one compared form, no blank phone. */
export function waitlistEntry(
  entryId: string,
  request: JoinWaitlistRequest,
): SalesOperatorJoinedWaitlistData {
  return {
    entryId,
    fullName: request.fullName.trim(),
    email: normalizeEmail(request.email),
    linkedinUrl: request.linkedinUrl.trim(),
    phone: request.phone?.trim() || null,
  };
}
