import {
  type ContactStatusCorrection,
  type EventOf,
  PROSPECT_EVENT_TYPES,
  type RecommendedProspectDetails,
  RECOMMENDED_SOURCE,
} from '@referrals/contracts';

/** The events this projector reads: the recommendation's and the pipeline's, not the bounty ledger's. */
export type ProspectEvent = EventOf<(typeof PROSPECT_EVENT_TYPES)[keyof typeof PROSPECT_EVENT_TYPES]>;

/** The columns of a `prospects` row that events change after its insert. */
export interface ProspectChangeableColumns {
  networkerUserId: string | null;
  prospectName: string;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectLinkedinUrl: string | null;
  prospectEmail: string | null;
  prospectPhone: string | null;
  operatorMessage: string | null;
  networkerNotes: string | null;
  profileImageUrl: string | null;
  approvalStatus: string;
  status: string | null;
  updatedAt: Date;
  rejectionReason: string | null;
  statusCorrection: ContactStatusCorrection | null;
}

/** The columns set once, by the event that inserts the row. */
export interface ProspectFixedColumns {
  id: string;
  invitationId: string;
  operatorId: string;
  sourceType: string;
  createdAt: Date;
  /** As the event gives it (ISO time), for Postgres to parse. */
  protectedUntil: string | null;
}

export type ProspectRow = ProspectFixedColumns & ProspectChangeableColumns;

/** What one batch writes: rows to delete, then rows to insert whole, then stored rows to update. */
export interface ProspectWrites {
  deletions: string[];
  insertions: ProspectRow[];
  updates: (ProspectChangeableColumns & { id: string })[];
}

/** The batch asked to insert a prospect that is already there, which its INSERT refuses. */
export class ProspectAddedTwice extends Error {
  override readonly name = 'ProspectAddedTwice';
}

/**
 * Where a prospect stands while a batch is folded: no row, the stored row (as loaded, and whether the
 * batch changed it), or a row the batch inserts.
 */
type Slot =
  | { state: 'absent' }
  | { state: 'stored'; columns: ProspectChangeableColumns; changed: boolean }
  | { state: 'inserted'; row: ProspectRow };

const ABSENT: Slot = { state: 'absent' };

/** The prospect ids a batch's events touch, each once: the rows the fold needs loaded. */
export function prospectIdsOf(events: readonly ProspectEvent[]): string[] {
  return [...new Set(events.map((event) => event.data.prospectId))];
}

/**
 * The writes that leave `prospects` as applying each event's statement in turn would, given the stored
 * rows of the prospects the events touch (`stored`, by prospect id; a touched prospect missing from it
 * has no row). Throws, failing the batch, where an event's INSERT would fail.
 */
export function foldProspectBatch(
  stored: ReadonlyMap<string, ProspectChangeableColumns>,
  events: readonly ProspectEvent[],
): ProspectWrites {
  const slots = new Map<string, Slot>();
  const slotOf = (prospectId: string): Slot => {
    const slot = slots.get(prospectId);
    if (slot) return slot;
    const columns = stored.get(prospectId);
    return columns ? { state: 'stored', columns, changed: false } : ABSENT;
  };
  for (const event of events) slots.set(event.data.prospectId, step(slotOf(event.data.prospectId), event));

  const writes: ProspectWrites = { deletions: [], insertions: [], updates: [] };
  for (const [id, slot] of slots) {
    if (stored.has(id) && slot.state !== 'stored') writes.deletions.push(id);
    if (slot.state === 'inserted') writes.insertions.push(slot.row);
    if (slot.state === 'stored' && slot.changed) writes.updates.push({ id, ...slot.columns });
  }
  return writes;
}

/** One event's statement, on one prospect's slot. */
function step(slot: Slot, event: ProspectEvent): Slot {
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.recommendedProspectAdded:
      if (slot.state !== 'absent') {
        throw new ProspectAddedTwice(`Prospect ${event.data.prospectId} is added while its row exists`);
      }
      return { state: 'inserted', row: recommendedRow(event) };
    case PROSPECT_EVENT_TYPES.prospectSubmitted:
      // ON CONFLICT (id) DO NOTHING
      return slot.state === 'absent' ? { state: 'inserted', row: submittedRow(event) } : slot;
    case PROSPECT_EVENT_TYPES.recommendedProspectRemoved:
      return ABSENT;
    case PROSPECT_EVENT_TYPES.recommendedProspectEdited:
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved:
    case PROSPECT_EVENT_TYPES.recommendedProspectRejected:
    case PROSPECT_EVENT_TYPES.prospectStatusChanged:
    case PROSPECT_EVENT_TYPES.prospectStatusCorrected:
    case PROSPECT_EVENT_TYPES.prospectRenamed:
      return updatedSlot(slot, event);
  }
}

/** An UPDATE … WHERE id = …: nothing without a row. */
function updatedSlot(slot: Slot, event: UpdatingEvent): Slot {
  if (slot.state === 'absent') return slot;
  if (slot.state === 'stored') {
    const columns = changed(slot.columns, event);
    return columns ? { state: 'stored', columns, changed: true } : slot;
  }
  const columns = changed(slot.row, event);
  return columns ? { state: 'inserted', row: { ...slot.row, ...columns } } : slot;
}

type UpdatingEvent = Exclude<
  ProspectEvent,
  EventOf<
    | typeof PROSPECT_EVENT_TYPES.recommendedProspectAdded
    | typeof PROSPECT_EVENT_TYPES.prospectSubmitted
    | typeof PROSPECT_EVENT_TYPES.recommendedProspectRemoved
  >
>;

/** The row's changeable columns after an updating event, or null where its WHERE leaves the row alone. */
function changed(columns: ProspectChangeableColumns, event: UpdatingEvent): ProspectChangeableColumns | null {
  const updatedAt = event.recordedAt;
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.recommendedProspectEdited:
      return { ...columns, ...detailColumns(event.data.details), updatedAt };
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved:
    case PROSPECT_EVENT_TYPES.recommendedProspectRejected: {
      // The first answer stands, as in the prospect's stream.
      if (columns.approvalStatus !== 'pending') return null;
      const approved = event.type === PROSPECT_EVENT_TYPES.recommendedProspectApproved;
      return {
        ...columns,
        approvalStatus: approved ? 'approved' : 'rejected',
        status: approved ? 'submitted' : null,
        networkerUserId: event.data.networkerUserId,
        updatedAt,
      };
    }
    case PROSPECT_EVENT_TYPES.prospectStatusChanged: {
      const { data } = event;
      return {
        ...columns,
        status: data.to,
        updatedAt,
        rejectionReason: data.to === 'rejected' ? (data.reason ?? null) : null,
        // A change of status (not a same-status update) clears the networker's correction note.
        statusCorrection: data.from !== data.to ? null : columns.statusCorrection,
      };
    }
    case PROSPECT_EVENT_TYPES.prospectStatusCorrected: {
      // The networker sees the correction beside the contact until the next change of status.
      const { data } = event;
      return {
        ...columns,
        status: data.to,
        rejectionReason: null,
        statusCorrection: {
          from: data.from,
          to: data.to,
          reason: data.reason,
          correctedAt: event.recordedAt.toISOString(),
        },
        updatedAt,
      };
    }
    case PROSPECT_EVENT_TYPES.prospectRenamed:
      return { ...columns, prospectName: event.data.prospectName, updatedAt };
  }
}

const detailColumns = (details: RecommendedProspectDetails) => ({
  prospectName: details.prospectName,
  prospectTitle: details.prospectTitle ?? null,
  prospectCompany: details.prospectCompany ?? null,
  prospectLinkedinUrl: details.prospectLinkedinUrl ?? null,
  prospectEmail: details.prospectEmail ?? null,
  prospectPhone: details.prospectPhone ?? null,
  operatorMessage: details.operatorMessage ?? null,
  networkerNotes: details.networkerNotes ?? null,
  profileImageUrl: details.profileImageUrl ?? null,
});

/** An operator's recommendation, pending the networker's answer. */
function recommendedRow(event: EventOf<typeof PROSPECT_EVENT_TYPES.recommendedProspectAdded>): ProspectRow {
  const { data } = event;
  return {
    id: data.prospectId,
    invitationId: data.invitationId,
    operatorId: data.operatorId,
    sourceType: RECOMMENDED_SOURCE,
    createdAt: event.recordedAt,
    protectedUntil: null,
    networkerUserId: null,
    ...detailColumns(data.details),
    approvalStatus: 'pending',
    status: null,
    updatedAt: event.recordedAt,
    rejectionReason: null,
    statusCorrection: null,
  };
}

/** A networker's own contact, in the pipeline from the start. */
function submittedRow(event: EventOf<typeof PROSPECT_EVENT_TYPES.prospectSubmitted>): ProspectRow {
  const { data } = event;
  return {
    id: data.prospectId,
    invitationId: data.invitationId,
    operatorId: data.operatorId,
    sourceType: data.sourceType,
    createdAt: event.recordedAt,
    protectedUntil: data.ownership?.protectedUntil ?? null,
    networkerUserId: data.networkerUserId,
    prospectName: data.details.prospectName,
    prospectTitle: data.details.prospectTitle ?? null,
    prospectCompany: data.details.prospectCompany ?? null,
    prospectLinkedinUrl: data.details.prospectLinkedinUrl ?? null,
    prospectEmail: null,
    prospectPhone: null,
    operatorMessage: null,
    networkerNotes: data.details.networkerNotes ?? null,
    profileImageUrl: null,
    approvalStatus: 'approved',
    status: 'submitted',
    updatedAt: event.recordedAt,
    rejectionReason: null,
    statusCorrection: null,
  };
}
