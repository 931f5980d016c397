import { describe, expect, it } from '@jest/globals';
import { type EventMap, prospectStream } from '@referrals/contracts';
import fc from 'fast-check';
import { recordedFact } from '../../../test/support/event-history.arbitrary.js';
import { timelineBatches } from '../../../test/support/timeline-events.arbitrary.js';
import { type TimelineEvent, timelineEntry } from './timeline-entry.js';
import { type TimelineRow, timelineRows } from './timeline-rows.js';

/** `prospect_status_updates` as the tests model it: rows by event id. */
type StoredRow = Omit<TimelineRow, 'eventId' | 'entersPipeline'>;
type Table = Map<string, StoredRow>;

const stored = ({ eventId: _eventId, entersPipeline: _entersPipeline, ...row }: TimelineRow): StoredRow =>
  row;
const hasRowOf = (table: Table, prospectId: string) =>
  [...table.values()].some((row) => row.prospectId === prospectId);

/**
 * The reference: today's `handle`, one event at a time. Its INSERT … SELECT … WHERE NOT entersPipeline
 * OR NOT EXISTS (a row of the prospect) ON CONFLICT (event_id) DO NOTHING.
 */
function handleOneByOne(table: Table, event: TimelineEvent): void {
  const entry = timelineEntry(event);
  if (entry.entersPipeline && hasRowOf(table, entry.prospectId)) return;
  if (table.has(event.id)) return;
  table.set(event.id, {
    prospectId: entry.prospectId,
    status: entry.status,
    notes: entry.notes,
    streamRevision: event.revision,
    recordedAt: event.recordedAt,
    updatedBy: event.metadata.actorUserId,
  });
}

/**
 * `handleBatch`'s one statement: its WHERE reads the table as it was before the statement, and its
 * ON CONFLICT skips an event id stored before or inserted earlier by the same statement.
 */
function insertBatchRows(table: Table, rows: readonly TimelineRow[]): void {
  const before = new Set([...table.values()].map((row) => row.prospectId));
  for (const row of rows) {
    if (row.entersPipeline && before.has(row.prospectId)) continue;
    if (!table.has(row.eventId)) table.set(row.eventId, stored(row));
  }
}

const sortedRows = (table: Table) => [...table].sort(([a], [b]) => a.localeCompare(b));

describe("a batch's timeline rows", () => {
  it('leave the table as handling each event in turn would, however the events are batched', () => {
    fc.assert(
      fc.property(timelineBatches(), (batches) => {
        const oneByOne: Table = new Map();
        for (const event of batches.flat()) handleOneByOne(oneByOne, event);
        const batched: Table = new Map();
        for (const batch of batches) insertBatchRows(batched, timelineRows(batch));
        expect(sortedRows(batched)).toEqual(sortedRows(oneByOne));
      }),
      { numRuns: 500 },
    );
  });

  it("record a prospect's entry once: its first entering event, if no event of it came before", () => {
    const [first, second] = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const parties = (prospectId: string) => ({
      prospectId,
      invitationId: '20000000-0000-4000-8000-000000000001',
      operatorId: '10000000-0000-4000-8000-000000000001',
      networkerUserId: '10000000-0000-4000-8000-000000000002',
    });
    const event = <Type extends TimelineEvent['type']>(type: Type, data: EventMap[Type], index: number) =>
      recordedFact({ type, data }, index, prospectStream(data.prospectId), null);
    const submitted = event(
      'ProspectSubmitted',
      { ...parties(first), sourceType: 'networker_added', details: { prospectName: 'Ada' } },
      0,
    );
    const approvedAgain = event('RecommendedProspectApproved', parties(first), 1);
    const changed = event(
      'ProspectStatusChanged',
      { ...parties(second), from: 'submitted', to: 'under_review', notes: null },
      2,
    );
    const approvedAfterChange = event('RecommendedProspectApproved', parties(second), 3);
    expect(
      timelineRows([submitted, approvedAgain, changed, approvedAfterChange]).map((row) => row.eventId),
    ).toEqual([submitted.id, changed.id]);
  });
});
