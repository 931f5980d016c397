import { beforeAll, describe, expect, it } from '@jest/globals';
import { type GlobalPosition, type RecordedEvent, START } from '@referrals/contracts';
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

  /** The round trip that moves the probe's checkpoint from `from` to `to` and commits. */
  const movingCheckpoint = (to: GlobalPosition, from: GlobalPosition) =>
    expect.stringMatching(
      new RegExp(
        `^SELECT move_projection_checkpoint\\('apply-batch-probe', ${to.commit}, ${to.prepare}, ` +
          `${from.commit}, ${from.prepare}, .*\\); COMMIT$`,
      ),
    );
  const outsideTransaction = async () =>
    (await database.client.query<{ outside: boolean }>('SELECT now() = statement_timestamp() AS outside'))
      .rows[0]!.outside;

  /**
   * The batch's connection, recording the text of every query sent on it and the most queries it had
   * in flight at once (node-postgres queues a query sent before the last is answered, which its next
   * major version drops).
   */
  function recordingClient() {
    const { client } = database;
    const sent: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<unknown>;
    const recording = Object.assign(Object.create(client) as typeof client, {
      query: async (text: string, values?: unknown[]) => {
        sent.push(text);
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        try {
          return await query(text, values);
        } finally {
          inFlight -= 1;
        }
      },
    });
    return { recording, sent, mostInFlight: () => mostInFlight };
  }

  it('begins with the projector’s first statement, then moves the checkpoint and commits in one round trip', async () => {
    const { recording, sent } = recordingClient();
    const event = anEvent(at(10n));

    await applyBatch(recording, probe, { events: [event], checkpoint: at(10n) }, START);

    expect(sent).toEqual([
      `BEGIN; INSERT INTO probe_rows (event_id) VALUES ('${event.id}')`,
      movingCheckpoint(at(10n), START),
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
    expect(await outsideTransaction()).toBe(true);
  });

  const INSERT_PROBE_ROW = 'INSERT INTO probe_rows (event_id) VALUES ($1)';
  /** A probe writing `text` with a value of each event, reading no answer: it travels with the commit. */
  const writing = (
    text: string,
    valueOf: (event: RecordedEvent) => unknown = (event) => event.id,
  ): Projector => ({
    ...probe,
    handle: (event, context) => {
      context.write(text, [valueOf(event)]);
      return Promise.resolve();
    },
  });

  it('sends the writes not sent yet with the checkpoint’s move and the commit, in one round trip', async () => {
    const { recording, sent } = recordingClient();
    const [first, second] = [anEvent(at(40n)), anEvent(at(41n))];

    await applyBatch(
      recording,
      writing(INSERT_PROBE_ROW),
      { events: [first, second], checkpoint: at(41n) },
      at(20n),
    );

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(
      new RegExp(
        `^BEGIN; INSERT INTO probe_rows \\(event_id\\) VALUES \\('${first.id}'\\); ` +
          `INSERT INTO probe_rows \\(event_id\\) VALUES \\('${second.id}'\\); ` +
          `SELECT move_projection_checkpoint\\('apply-batch-probe', 41, 1, 20, 1, .*\\); COMMIT$`,
      ),
    );
    expect(await probeRows()).toBe(3);
    expect(await loadCheckpoint(database.db, probe.name, 'postgres')).toEqual(at(41n));
  });

  it('sends the writes with the next query, in its round trip, and the query sees them', async () => {
    const { recording, sent } = recordingClient();
    const seen: number[] = [];
    const counting: Projector = {
      ...probe,
      handle: async (event, context) => {
        context.write(INSERT_PROBE_ROW, [event.id]);
        const { rows } = await context.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM probe_rows WHERE event_id = $1',
          [event.id],
        );
        seen.push(rows[0]!.count);
      },
    };
    const event = anEvent(at(42n));

    await applyBatch(recording, counting, { events: [event], checkpoint: at(42n) }, at(41n));

    expect(seen).toEqual([1]);
    expect(sent).toEqual([
      `BEGIN; INSERT INTO probe_rows (event_id) VALUES ('${event.id}'); ` +
        `SELECT count(*)::int AS count FROM probe_rows WHERE event_id = '${event.id}'`,
      movingCheckpoint(at(42n), at(41n)),
    ]);
    expect(await probeRows()).toBe(4);
  });

  it('sends the queries made together in one round trip, each answered with its own result', async () => {
    const { recording, sent } = recordingClient();
    const answers: unknown[] = [];
    const asking: Projector = {
      ...probe,
      handle: async (event, context) => {
        context.write(INSERT_PROBE_ROW, [event.id]);
        const [rows, word] = await Promise.all([
          context.query<{ count: number }>('SELECT count(*)::int AS count FROM probe_rows'),
          context.query<{ word: string }>('SELECT $1::text AS word', ['both']),
        ]);
        answers.push(rows.rows[0]!.count, word.rows[0]!.word);
      },
    };
    const event = anEvent(at(43n));

    await applyBatch(recording, asking, { events: [event], checkpoint: at(43n) }, at(42n));

    expect(answers).toEqual([5, 'both']);
    expect(sent).toEqual([
      `BEGIN; INSERT INTO probe_rows (event_id) VALUES ('${event.id}'); ` +
        `SELECT count(*)::int AS count FROM probe_rows; SELECT 'both'::text AS word`,
      movingCheckpoint(at(43n), at(42n)),
    ]);
  });

  it('sends the writes it cannot write in as text on their own, one at a time, before the commit', async () => {
    const { recording, sent, mostInFlight } = recordingClient();
    const quoting = `INSERT INTO probe_rows (event_id) SELECT $1::uuid WHERE 'quoted' <> ''`;

    await applyBatch(
      recording,
      writing(quoting),
      { events: [anEvent(at(44n)), anEvent(at(45n))], checkpoint: at(45n) },
      at(43n),
    );

    expect(sent).toEqual(['BEGIN', quoting, quoting, movingCheckpoint(at(45n), at(43n))]);
    expect(mostInFlight()).toBe(1);
    expect(await probeRows()).toBe(7);
  });

  it('rolls back a batch whose write failed in its last round trip, its checkpoint unmoved', async () => {
    const failing = writing(INSERT_PROBE_ROW, () => 'not a uuid');

    await expect(
      applyBatch(database.client, failing, { events: [anEvent(at(46n))], checkpoint: at(46n) }, at(45n)),
    ).rejects.toThrow(/invalid input syntax for type uuid/);

    expect(await probeRows()).toBe(7);
    expect(await loadCheckpoint(database.db, probe.name, 'postgres')).toEqual(at(45n));
    expect(await outsideTransaction()).toBe(true);
  });
});
