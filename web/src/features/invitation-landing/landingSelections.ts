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

function parsed<T>(text: string | null, fallback: T, valid: (value: unknown) => boolean): T {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    return valid(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The last stored selections read, kept while the storage holds the same text (one page shows one invitation). */
let lastRead: { slug: string; text: string; selections: LandingSelections } | null = null;

/**
 * What the visitor chose on this invitation earlier in the tab's session (keys prospectApprovals_{slug},
 * additionalContacts_{slug}), as a snapshot for useSyncExternalStore: the same value as long as the
 * storage holds the same text, and NO_SELECTIONS itself when nothing is stored (a first visit) or the
 * storage cannot be read.
 */
export function storedSelections(storage: Storage, slug: string): LandingSelections {
  let approvals: string | null;
  let contacts: string | null;
  try {
    approvals = storage.getItem(prospectApprovalsStorageKey(slug));
    contacts = storage.getItem(additionalContactsStorageKey(slug));
  } catch {
    return NO_SELECTIONS;
  }
  if (approvals === null && contacts === null) return NO_SELECTIONS;
  const text = JSON.stringify([approvals, contacts]);
  if (lastRead?.slug !== slug || lastRead.text !== text) {
    const selections = {
      approvals: parsed<ProspectApprovals>(approvals, {}, isRecord),
      contacts: parsed<LandingContact[]>(contacts, [], Array.isArray),
    };
    lastRead = { slug, text, selections };
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
