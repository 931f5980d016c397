import {
  type EventOf,
  INVITATION_EVENT_TYPES,
  type InvitationBountyTerms,
  type InvitationCreatedData,
  type InvitationStatus,
} from '@referrals/contracts';

/** The events the operator's invitation list is made of. */
export const INVITATION_LIST_EVENT_TYPES = [
  INVITATION_EVENT_TYPES.invitationCreated,
  INVITATION_EVENT_TYPES.invitationInviteeRenamed,
  INVITATION_EVENT_TYPES.invitationDisabled,
  INVITATION_EVENT_TYPES.invitationEnabled,
  INVITATION_EVENT_TYPES.invitationBountiesChanged,
  INVITATION_EVENT_TYPES.invitationLinkOpened,
  INVITATION_EVENT_TYPES.invitationAccepted,
  INVITATION_EVENT_TYPES.invitationDeclined,
] as const;

export type InvitationListEvent = EventOf<(typeof INVITATION_LIST_EVENT_TYPES)[number]>;
type CreatedEvent = EventOf<typeof INVITATION_EVENT_TYPES.invitationCreated>;
type AcceptedEvent = EventOf<typeof INVITATION_EVENT_TYPES.invitationAccepted>;
/** The events that update their invitation's row. */
type InvitationChange = Exclude<InvitationListEvent, CreatedEvent | AcceptedEvent>;

/** The terms' columns; an invitation older than ADR 0022 names no revenue share (null). */
export interface InvitationTerms {
  introEmailBountyCents: number | null;
  referralBountyCents: number | null;
  revShareBountyCents: number | null;
  revenueSharePercent: number | null;
  revenueShareMonths: number | null;
}

export const invitationTerms = (bounties: InvitationBountyTerms): InvitationTerms => ({
  introEmailBountyCents: bounties.introEmail?.amountCents ?? null,
  referralBountyCents: bounties.referral?.amountCents ?? null,
  revShareBountyCents: bounties.revShare?.amountCents ?? null,
  revenueSharePercent: bounties.revenueSharePercent ?? null,
  revenueShareMonths: bounties.revenueShareMonths ?? null,
});

/** A row of `invitations`. */
export interface InvitationRow
  extends InvitationTerms, Omit<InvitationCreatedData, 'invitationId' | 'bounties'> {
  id: string;
  status: InvitationStatus;
  clickCount: number;
  lastClickedAt: Date | null;
  sentAt: Date;
  updatedAt: Date;
}

/** What a run of changes does to one invitation's row: the columns it sets (null: left as they are). */
export interface InvitationPatch {
  id: string;
  inviteeName: string | null;
  status: InvitationStatus | null;
  terms: InvitationTerms | null;
  /** Openings of the link, each adding a click. */
  clicks: number;
  lastClickedAt: Date | null;
  updatedAt: Date;
}

/** A row of `invitation_registrations`. */
export interface InvitationRegistration {
  invitationId: string;
  networkerUserId: string;
  registeredAt: Date;
}

/**
 * What a batch writes, as its events handled one by one would: the invitations it creates, as created;
 * one patch per invitation it changes, with the changes since its creation in the batch if it has one
 * (the UPDATE follows the INSERT); and its new places (an acceptance of a place already held keeps the
 * first).
 */
export interface InvitationWrites {
  created: InvitationRow[];
  patches: InvitationPatch[];
  registrations: InvitationRegistration[];
}

function createdRow({ data, recordedAt }: CreatedEvent): InvitationRow {
  const { invitationId, bounties, ...fields } = data;
  return {
    ...fields,
    ...invitationTerms(bounties),
    id: invitationId,
    status: 'active',
    clickCount: 0,
    lastClickedAt: null,
    sentAt: recordedAt,
    updatedAt: recordedAt,
  };
}

const unchanged = (id: string, at: Date): InvitationPatch => ({
  id,
  inviteeName: null,
  status: null,
  terms: null,
  clicks: 0,
  lastClickedAt: null,
  updatedAt: at,
});

/** The patch after one more change. */
function withChange(patch: InvitationPatch, event: InvitationChange): InvitationPatch {
  const changed = { ...patch, updatedAt: event.recordedAt };
  switch (event.type) {
    case INVITATION_EVENT_TYPES.invitationInviteeRenamed:
      return { ...changed, inviteeName: event.data.inviteeName };
    case INVITATION_EVENT_TYPES.invitationDisabled:
      return { ...changed, status: 'cancelled' };
    case INVITATION_EVENT_TYPES.invitationDeclined:
      return { ...changed, status: 'declined' };
    case INVITATION_EVENT_TYPES.invitationEnabled:
      return { ...changed, status: 'active' };
    case INVITATION_EVENT_TYPES.invitationBountiesChanged:
      return { ...changed, terms: invitationTerms(event.data.bounties) };
    case INVITATION_EVENT_TYPES.invitationLinkOpened:
      return { ...changed, clicks: patch.clicks + 1, lastClickedAt: event.recordedAt };
  }
}

export function invitationWrites(events: readonly InvitationListEvent[]): InvitationWrites {
  const created: InvitationRow[] = [];
  const patches = new Map<string, InvitationPatch>();
  const registrations = new Map<string, InvitationRegistration>();
  for (const event of events) {
    const { invitationId } = event.data;
    if (event.type === INVITATION_EVENT_TYPES.invitationCreated) {
      // A second creation fails the INSERT, as it fails alone.
      created.push(createdRow(event));
      // The changes before it found no row to change (or there was one, and the INSERT fails).
      patches.delete(invitationId);
      continue;
    }
    if (event.type === INVITATION_EVENT_TYPES.invitationAccepted) {
      const { networkerUserId } = event.data;
      const place = JSON.stringify([invitationId, networkerUserId]);
      if (!registrations.has(place))
        registrations.set(place, { invitationId, networkerUserId, registeredAt: event.recordedAt });
      continue;
    }
    const patch = patches.get(invitationId) ?? unchanged(invitationId, event.recordedAt);
    patches.set(invitationId, withChange(patch, event));
  }
  return { created, patches: [...patches.values()], registrations: [...registrations.values()] };
}
