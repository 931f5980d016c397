import { describe, expect, it } from '@jest/globals';
import {
  PROSPECT_EVENT_TYPES,
  RECOMMENDED_SOURCE,
  type RecommendedProspectDetails,
} from '@referrals/contracts';
import fc from 'fast-check';
import { batchCuts, inBatches, PROSPECT_IDS } from '../../../test/support/event-history.arbitrary.js';
import {
  anyProspectEvents,
  prospectEvents,
  recorded,
} from '../../../test/support/prospect-events.arbitrary.js';
import {
  foldProspectBatch,
  ProspectAddedTwice,
  type ProspectChangeableColumns,
  type ProspectEvent,
  prospectIdsOf,
  type ProspectRow,
} from './prospect-fold.js';

/** The `prospects` table as the batched statements see it: rows by id, as the fold spells them. */
type Table = Map<string, ProspectRow>;

/** An INSERT of an id the table holds, which its primary key refuses. */
class PrimaryKeyViolation extends Error {}

/** A `prospects` row as Postgres holds it: its values by column name. */
interface SqlRow {
  id: string;
  [column: string]: unknown;
}

/** The table as the per-event statements see it. */
type SqlTable = Map<string, SqlRow>;

/** Every column of `prospects` (see its migrations): none has a default, so an INSERT leaves the others NULL. */
const PROSPECT_COLUMNS = [
  'id',
  'invitation_id',
  'operator_id',
  'networker_user_id',
  'source_type',
  'prospect_name',
  'prospect_title',
  'prospect_company',
  'prospect_linkedin_url',
  'prospect_email',
  'prospect_phone',
  'operator_message',
  'networker_notes',
  'profile_image_url',
  'approval_status',
  'status',
  'created_at',
  'updated_at',
  'rejection_reason',
  'status_correction',
  'protected_until',
];

/** What a value becomes as a statement's parameter: an absent one is NULL. */
const asParameter = (value: unknown) => value ?? null;

/** `INSERT INTO prospects (…) VALUES (…)`, optionally `ON CONFLICT (id) DO NOTHING`. */
function insertInto(table: SqlTable, values: SqlRow, onConflict: 'fail' | 'do nothing'): void {
  if (table.has(values.id)) {
    if (onConflict === 'do nothing') return;
    throw new PrimaryKeyViolation(values.id);
  }
  const row: SqlRow = { id: values.id };
  for (const column of PROSPECT_COLUMNS) row[column] = asParameter(values[column]);
  table.set(values.id, row);
}

/** `UPDATE prospects SET … WHERE id = $1 [AND …]`. */
function updateWhere(
  table: SqlTable,
  id: string,
  set: Record<string, unknown>,
  where: (row: SqlRow) => boolean = () => true,
): void {
  const row = table.get(id);
  if (!row || !where(row)) return;
  const updated = { ...row };
  for (const [column, value] of Object.entries(set)) updated[column] = asParameter(value);
  table.set(id, updated);
}

/** What both INSERTs take from their event alike: the prospect and its parties, and the time as both times. */
const insertedFrom = (event: ProspectEvent) => ({
  id: event.data.prospectId,
  invitation_id: event.data.invitationId,
  operator_id: event.data.operatorId,
  created_at: event.recordedAt,
  updated_at: event.recordedAt,
});

/** The columns a recommendation's details fill, as the INSERT and the UPDATE of an edit list them. */
const detailValues = (details: RecommendedProspectDetails) => ({
  prospect_name: details.prospectName,
  prospect_title: details.prospectTitle,
  prospect_company: details.prospectCompany,
  prospect_linkedin_url: details.prospectLinkedinUrl,
  prospect_email: details.prospectEmail,
  prospect_phone: details.prospectPhone,
  operator_message: details.operatorMessage,
  networker_notes: details.networkerNotes,
  profile_image_url: details.profileImageUrl,
});

/**
 * The reference, written from the SQL rather than from the fold: the statement each event ran on its
 * own before batches were folded (issue 26), as Postgres applies it to the table's columns. A duplicate
 * insert fails the way the primary key would.
 */
function applyStatement(table: SqlTable, event: ProspectEvent): void {
  const at = event.recordedAt;
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.recommendedProspectAdded:
      insertInto(
        table,
        {
          ...insertedFrom(event),
          source_type: RECOMMENDED_SOURCE,
          ...detailValues(event.data.details),
          approval_status: 'pending',
        },
        'fail',
      );
      return;
    case PROSPECT_EVENT_TYPES.recommendedProspectEdited:
      updateWhere(table, event.data.prospectId, { ...detailValues(event.data.details), updated_at: at });
      return;
    case PROSPECT_EVENT_TYPES.recommendedProspectRemoved:
      table.delete(event.data.prospectId);
      return;
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved:
    case PROSPECT_EVENT_TYPES.recommendedProspectRejected: {
      const approved = event.type === PROSPECT_EVENT_TYPES.recommendedProspectApproved;
      updateWhere(
        table,
        event.data.prospectId,
        {
          approval_status: approved ? 'approved' : 'rejected',
          status: approved ? 'submitted' : null,
          networker_user_id: event.data.networkerUserId,
          updated_at: at,
        },
        (row) => row.approval_status === 'pending',
      );
      return;
    }
    case PROSPECT_EVENT_TYPES.prospectSubmitted: {
      const { data } = event;
      insertInto(
        table,
        {
          ...insertedFrom(event),
          networker_user_id: data.networkerUserId,
          source_type: data.sourceType,
          prospect_name: data.details.prospectName,
          prospect_title: data.details.prospectTitle,
          prospect_company: data.details.prospectCompany,
          prospect_linkedin_url: data.details.prospectLinkedinUrl,
          networker_notes: data.details.networkerNotes,
          approval_status: 'approved',
          status: 'submitted',
          protected_until: data.ownership?.protectedUntil,
        },
        'do nothing',
      );
      return;
    }
    case PROSPECT_EVENT_TYPES.prospectStatusChanged: {
      const { data } = event;
      updateWhere(table, data.prospectId, {
        status: data.to,
        updated_at: at,
        rejection_reason: data.to === 'rejected' ? data.reason : null,
        // status_correction = CASE WHEN from <> to THEN NULL ELSE status_correction END
        ...(data.from !== data.to && { status_correction: null }),
      });
      return;
    }
    case PROSPECT_EVENT_TYPES.prospectStatusCorrected: {
      const { data } = event;
      updateWhere(table, data.prospectId, {
        status: data.to,
        rejection_reason: null,
        status_correction: {
          from: data.from,
          to: data.to,
          reason: data.reason,
          correctedAt: at.toISOString(),
        },
        updated_at: at,
      });
      return;
    }
    case PROSPECT_EVENT_TYPES.prospectRenamed:
      updateWhere(table, event.data.prospectId, { prospect_name: event.data.prospectName, updated_at: at });
      return;
  }
}

/** A row under the names the fold gives its fields: `prospect_linkedin_url` as `prospectLinkedinUrl`. */
const camelCased = (row: SqlRow): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column.replace(/_([a-z])/g, (_underscore, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );

/** What the batch's SELECT returns of a stored row. */
const storedColumns = (row: ProspectRow): ProspectChangeableColumns => ({
  networkerUserId: row.networkerUserId,
  prospectName: row.prospectName,
  prospectTitle: row.prospectTitle,
  prospectCompany: row.prospectCompany,
  prospectLinkedinUrl: row.prospectLinkedinUrl,
  prospectEmail: row.prospectEmail,
  prospectPhone: row.prospectPhone,
  operatorMessage: row.operatorMessage,
  networkerNotes: row.networkerNotes,
  profileImageUrl: row.profileImageUrl,
  approvalStatus: row.approvalStatus,
  status: row.status,
  updatedAt: row.updatedAt,
  rejectionReason: row.rejectionReason,
  statusCorrection: row.statusCorrection,
});

/** One batch as the projector runs it: load the touched rows, fold, and run the DELETE, INSERT and UPDATE. */
function applyFoldedBatch(table: Table, events: readonly ProspectEvent[]): void {
  const stored = new Map<string, ProspectChangeableColumns>();
  for (const id of prospectIdsOf(events)) {
    const row = table.get(id);
    if (row) stored.set(id, storedColumns(row));
  }
  const writes = foldProspectBatch(stored, events);
  // Each statement names a row once, and the UPDATE only rows that stay stored.
  for (const ids of [
    writes.deletions,
    writes.insertions.map((row) => row.id),
    writes.updates.map((row) => row.id),
  ])
    expect(new Set(ids).size).toBe(ids.length);
  for (const { id } of writes.updates) {
    expect(stored.has(id) && !writes.deletions.includes(id)).toBe(true);
  }
  for (const id of writes.deletions) table.delete(id);
  for (const row of writes.insertions) {
    if (table.has(row.id)) throw new PrimaryKeyViolation(row.id);
    table.set(row.id, row);
  }
  for (const { id, ...columns } of writes.updates) {
    const row = table.get(id);
    if (row) table.set(id, { ...row, ...columns });
  }
}

/** The table's rows in id order (as `rowOf` spells them), or that the run failed (and its transaction rolled back). */
function outcome<Row extends { id: string }>(
  run: (table: Map<string, Row>) => void,
  rowOf: (row: Row) => Record<string, unknown>,
): Record<string, unknown>[] | 'failed' {
  const table = new Map<string, Row>();
  try {
    run(table);
  } catch (error) {
    if (error instanceof PrimaryKeyViolation || error instanceof ProspectAddedTwice) return 'failed';
    throw error;
  }
  return [...table.values()].sort((a, b) => a.id.localeCompare(b.id)).map(rowOf);
}

const perEvent = (events: readonly ProspectEvent[]) =>
  outcome<SqlRow>((table) => {
    for (const event of events) applyStatement(table, event);
  }, camelCased);

const folded = (events: readonly ProspectEvent[], cuts: readonly number[]) =>
  outcome<ProspectRow>(
    (table) => {
      for (const batch of inBatches(events, cuts)) applyFoldedBatch(table, batch);
    },
    (row) => ({ ...row }),
  );

describe('a batch of prospect events folded in memory and written at once', () => {
  it('leaves the rows the per-event statements would, wherever the batches are cut', () => {
    fc.assert(
      fc.property(prospectEvents(), batchCuts, (events, cuts) => {
        const expected = perEvent(events);
        expect(expected).not.toBe('failed');
        expect(folded(events, cuts)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('fails where a per-event INSERT would, on a recommendation added while its row exists', () => {
    fc.assert(
      fc.property(anyProspectEvents(), batchCuts, (events, cuts) => {
        expect(folded(events, cuts)).toEqual(perEvent(events));
      }),
      { numRuns: 200 },
    );
  });

  it('deletes and inserts anew a stored prospect removed and submitted again in the batch', () => {
    const parties = { prospectId: PROSPECT_IDS[0]!, invitationId: 'i', operatorId: 'o' };
    const submission = (sourceType: 'networker_added' | 'linkedin_url', prospectName: string) => ({
      type: PROSPECT_EVENT_TYPES.prospectSubmitted,
      data: { ...parties, networkerUserId: 'n', sourceType, details: { prospectName } },
    });
    const [submitted, removed, resubmitted] = recorded([
      submission('networker_added', 'Ada'),
      { type: PROSPECT_EVENT_TYPES.recommendedProspectRemoved, data: parties },
      submission('linkedin_url', 'Bo'),
    ]);
    const table: Table = new Map();
    applyFoldedBatch(table, [submitted!]);
    const stored = new Map([[PROSPECT_IDS[0]!, storedColumns(table.get(PROSPECT_IDS[0]!)!)]]);
    const writes = foldProspectBatch(stored, [removed!, resubmitted!]);
    expect(writes.deletions).toEqual([PROSPECT_IDS[0]]);
    expect(writes.insertions).toMatchObject([{ prospectName: 'Bo', sourceType: 'linkedin_url' }]);
    expect(writes.updates).toEqual([]);
  });
});
