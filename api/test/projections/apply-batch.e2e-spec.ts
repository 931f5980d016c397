import { beforeAll, describe, expect, it } from '@jest/globals';
import { type GlobalPosition, START } from '@referrals/contracts';
import {
  applyBatch,
  CheckpointMovedElsewhere,
  loadCheckpoint,
  type Projector,
  resetCheckpoint,
} from '@referrals/projections';
import { aRecordedEvent } from '../event-store/event-builders.js';
import { useBatchTestDatabase } from './batch-test-setup.js';

const at = (commit: bigint): GlobalPosition => ({ commit, prepare: 1n });

const anEvent = (position: GlobalPosition) => aRecordedEvent('ProbeRecorded', {}, position);

/** Writes a row per event, so a batch that did not commit leaves none. */
const probe: Projector = {
  name: 'apply-batch-probe',
  eventTypes: 'all',
  tables: ['probe_rows'],
  handle: async (event, context) => {
    await context.query('INSERT INTO probe_rows (event_id) VALUES ($1)', [event.id]);
  },
};

describe('applying a batch', () => {
  const database = useBatchTestDatabase('apply_batch');
  const probeRows = async () =>
    (await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM probe_rows')).rows[0]!
      .count;

  beforeAll(async () => {
    await database.db.query('CREATE TABLE probe_rows (event_id uuid PRIMARY KEY)');
    await resetCheckpoint(database.db, probe.name, 'postgres');
  });

  /** The batch's connection, recording the text of every query sent on it. */
  function recordingClient() {
    const { client } = database;
    const sent: string[] = [];
    const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<unknown>;
    const recording = Object.assign(Object.create(client) as typeof client, {
      query: (text: string, values?: unknown[]) => {
        sent.push(text);
        return query(text, values);
      },
    });
    return { recording, sent };
  }

  it('begins with the projector’s first statement, then moves the checkpoint and commits in one round trip', async () => {
    const { recording, sent } = recordingClient();
    const event = anEvent(at(10n));

    await applyBatch(recording, probe, { events: [event], checkpoint: at(10n) }, START);

    expect(sent).toEqual([
      `BEGIN; INSERT INTO probe_rows (event_id) VALUES ('${event.id}')`,
      expect.stringMatching(
        /^SELECT move_projection_checkpoint\('apply-batch-probe', 10, 1, 0, 0, .*\); COMMIT$/,
      ),
    ]);
    expect(await probeRows()).toBe(1);
    expect(await loadCheckpoint(database.db, probe.name, 'postgres')).toEqual(at(10n));
  });

  it('begins, moves the checkpoint and commits in one round trip when the projector sent nothing', async () => {
    const { recording, sent } = recordingClient();
    const ignoring: Projector = { ...probe, eventTypes: ['SomethingElse'] };

    await applyBatch(recording, ignoring, { events: [anEvent(at(12n))], checkpoint: at(12n) }, at(10n));

    expect(sent).toEqual([
      expect.stringMatching(
        /^BEGIN; SELECT move_projection_checkpoint\('apply-batch-probe', 12, 1, 10, 1, .*\); COMMIT$/,
      ),
    ]);
    expect(await probeRows()).toBe(1);
    expect(await loadCheckpoint(database.db, probe.name, 'postgres')).toEqual(at(12n));
  });

  it('rolls back a batch whose first statement failed, its checkpoint unmoved', async () => {
    const failing: Projector = {
      ...probe,
      handle: async (_event, context) => {
        await context.query('INSERT INTO probe_rows (event_id) VALUES ($1)', ['not a uuid']);
      },
    };
    await expect(
      applyBatch(database.client, failing, { events: [anEvent(at(14n))], checkpoint: at(14n) }, at(12n)),
    ).rejects.toThrow(/invalid input syntax for type uuid/);

    expect(await probeRows()).toBe(1);
    expect(await loadCheckpoint(database.db, probe.name, 'postgres')).toEqual(at(12n));
  });

  it('rolls the batch back when another runner moved the checkpoint meanwhile, and the connection stays usable', async () => {
    const { client } = database;
    // Another runner took the projector over and applied a batch of its own.
    await database.db.query(
      'UPDATE projection_checkpoints SET commit_position = 20, prepare_position = 1 WHERE projector = $1',
      [probe.name],
    );

    await expect(
      applyBatch(client, probe, { events: [anEvent(at(30n))], checkpoint: at(30n) }, at(12n)),
    ).rejects.toBeInstanceOf(CheckpointMovedElsewhere);

    expect(await probeRows()).toBe(1);
    expect(await loadCheckpoint(database.db, probe.name, 'postgres')).toEqual(at(20n));
    // Outside any transaction, each statement has its own start time.
    const [outside] = (
      await client.query<{ outside: boolean }>('SELECT now() = statement_timestamp() AS outside')
    ).rows;
    expect(outside).toEqual({ outside: true });
  });
});
