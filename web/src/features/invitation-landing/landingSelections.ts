import {
  additionalContactsStorageKey,
  type NewContact,
  prospectApprovalsStorageKey,
  type ProspectApprovals,
} from '@referrals/contracts';

/** A contact the visitor added on the landing page (spec: id, name, title, company, linkedinUrl). */
export interface LandingContact {
  id: string;
  name: string;
  title: string;
  company: string;
  linkedinUrl: string;
}

export interface LandingSelections {
  approvals: ProspectApprovals;
  contacts: LandingContact[];
}

/** Nothing chosen yet. */
export const NO_SELECTIONS: LandingSelections = { approvals: {}, contacts: [] };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function read<T>(storage: Storage, key: string, fallback: T, valid: (value: unknown) => boolean): T {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return valid(parsed) ? (parsed as T) : fallback;
  } catch {
    return fallback;
  }
}

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the visitor chose on this invitation earlier in the tab's session (keys prospectApprovals_{slug}, additionalContacts_{slug}). */
export function loadSelections(storage: Storage, slug: string): LandingSelections {
  return {
    approvals: read(storage, prospectApprovalsStorageKey(slug), {}, isRecord),
    contacts: read(storage, additionalContactsStorageKey(slug), [], Array.isArray),
  };
}

/** The last stored selections read, kept while the storage holds the same text (one page shows one invitation). */
let lastRead: { slug: string; text: string; selections: LandingSelections } | null = null;

/**
 * loadSelections as a snapshot for useSyncExternalStore: the same value as long as the storage holds the
 * same text, and NO_SELECTIONS itself when nothing is stored, as on a first visit.
 */
export function storedSelections(storage: Storage, slug: string): LandingSelections {
  let text: string;
  try {
    const approvals = storage.getItem(prospectApprovalsStorageKey(slug));
    const contacts = storage.getItem(additionalContactsStorageKey(slug));
    if (approvals === null && contacts === null) return NO_SELECTIONS;
    text = JSON.stringify([approvals, contacts]);
  } catch {
    return NO_SELECTIONS;
  }
  if (lastRead?.slug !== slug || lastRead.text !== text) {
    lastRead = { slug, text, selections: loadSelections(storage, slug) };
  }
  return lastRead.selections;
}

export function saveSelections(storage: Storage, slug: string, selections: LandingSelections): void {
  try {
    storage.setItem(prospectApprovalsStorageKey(slug), JSON.stringify(selections.approvals));
    storage.setItem(additionalContactsStorageKey(slug), JSON.stringify(selections.contacts));
  } catch {
    // Private browsing or a full storage: the choices live on in memory for this visit.
  }
}

/** A click toggles approved and unset (spec); the modal may also reject. */
export function toggledApproval(approvals: ProspectApprovals, prospectId: string): ProspectApprovals {
  return { ...approvals, [prospectId]: approvals[prospectId] === 'approved' ? 'unset' : 'approved' };
}

/** The landing contacts as the registration sends them. */
export function asNewContacts(contacts: readonly LandingContact[]): NewContact[] {
  return contacts.map((contact) => ({
    id: contact.id,
    prospectName: contact.name,
    prospectTitle: contact.title || undefined,
    prospectCompany: contact.company,
    prospectLinkedinUrl: contact.linkedinUrl || undefined,
  }));
}

/** How many rows count in the Total: approved recommendations plus the visitor's own contacts. */
export function countedRows(approvals: ProspectApprovals, contacts: readonly LandingContact[]): number {
  return Object.values(approvals).filter((value) => value === 'approved').length + contacts.length;
}
