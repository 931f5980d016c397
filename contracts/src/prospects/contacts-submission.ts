import { checkLinkedinUrlLines } from '../networker-journey/linkedin-urls.js';
import {
  CONTACT_LIMITS,
  MAX_NEW_CONTACTS_PER_ACCEPTANCE,
} from '../networker-journey/networker-journey-constants.js';
import { NETWORKER_JOURNEY_MESSAGES } from '../networker-journey/networker-journey-messages.js';
import type { ContactsSubmissionRequest, ManualContact } from './prospect-lists-api-types.js';
import { PROSPECT_LIST_MESSAGES as M } from './prospect-lists-messages.js';

export type CheckedContactsSubmission =
  | { readonly ok: true; readonly kind: 'linkedin'; readonly urls: string[] }
  | { readonly ok: true; readonly kind: 'manual'; readonly contacts: ManualContact[] }
  | { readonly ok: false; readonly message: string };

const refuse = (message: string): CheckedContactsSubmission => ({ ok: false, message });
const tooMany = (count: number) =>
  count > MAX_NEW_CONTACTS_PER_ACCEPTANCE
    ? NETWORKER_JOURNEY_MESSAGES.tooManyContacts(MAX_NEW_CONTACTS_PER_ACCEPTANCE)
    : null;

function checkLinkedin(text: string): CheckedContactsSubmission {
  const checked = checkLinkedinUrlLines(text);
  if (!checked.ok) {
    return refuse(
      checked.problem === 'empty' ? M.linkedinUrlsRequired : NETWORKER_JOURNEY_MESSAGES.linkedinUrlsInvalid,
    );
  }
  const problem =
    tooMany(checked.urls.length) ??
    (checked.urls.some((url) => url.length > CONTACT_LIMITS.linkedinUrl)
      ? NETWORKER_JOURNEY_MESSAGES.linkedinUrlsInvalid
      : null);
  return problem ? refuse(problem) : { ok: true, kind: 'linkedin', urls: checked.urls };
}

function checkManual(rows: readonly ManualContact[]): CheckedContactsSubmission {
  if (rows.length === 0) return refuse(M.completeContactRequired);
  const tooManyRows = tooMany(rows.length);
  if (tooManyRows) return refuse(tooManyRows);
  const contacts = rows.map((row) => ({ name: row.name.trim(), company: row.company.trim() }));
  const incomplete = contacts.some(
    (contact) =>
      !contact.name ||
      !contact.company ||
      contact.name.length > CONTACT_LIMITS.name ||
      contact.company.length > CONTACT_LIMITS.company,
  );
  return incomplete ? refuse(M.contactIncomplete) : { ok: true, kind: 'manual', contacts };
}

/**
 * The submission page's contacts as the server takes them (spec section 5): exactly one of a pasted
 * block of LinkedIn profile addresses (one a line, blank lines ignored) or typed-in contacts with
 * both name and company, trimmed; at most one acceptance's worth of contacts.
 */
export function checkContactsSubmission(request: ContactsSubmissionRequest): CheckedContactsSubmission {
  const { linkedInUrls, manualContacts } = request;
  if (linkedInUrls !== undefined && manualContacts !== undefined) return refuse(M.oneKindOnly);
  if (linkedInUrls !== undefined) return checkLinkedin(linkedInUrls);
  if (manualContacts !== undefined) return checkManual(manualContacts);
  return refuse(M.nothingSubmitted);
}
