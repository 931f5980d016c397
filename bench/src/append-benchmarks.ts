import { randomUUID } from 'node:crypto';
import { HashChainingEventStore, PostgresEventStore, runMigrations } from '@referrals/api/bench-entry';
import type { EventStore, NewEvent } from '@referrals/contracts';
import pg from 'pg';
import type { BenchEnvironment } from './bench-environment.js';
import { median, type Metrics } from './bench-metrics.js';
import type { BenchSettings } from './bench-settings.js';

const WRITERS = 16;
const BATCH_WRITERS = 4;
const BATCH_SIZE = 100;

/** A payload about the size of a status change's. */
function benchEvent(): NewEvent {
  return {
    id: randomUUID(),
    type: 'BenchmarkRecorded',
    data: {
      prospectId: randomUUID(),
      invitationId: randomUUID(),
      operatorId: randomUUID(),
      from: 'approved',
      to: 'intro_made',
      notes: null,
    },
    metadata: {
      actorUserId: randomUUID(),
      actorRole: 'operator',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

/** Runs `writers` loops of `step` for `seconds`; answers how many steps completed per second. */
async function perSecond(writers: number, seconds: number, step: (writer: number) => Promise<number>) {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < deadline) {
        // Not `done += await …`: that reads `done` before the await and loses the other writers' counts.
        const completed = await step(writer);
        done += completed;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * The store's appends (through the hash chain, as the app writes) against plain single-row INSERT
 * transactions through `pg` on the same server, in the same run; nothing else uses the database.
 */
export async function appendBenchmarks(
  environment: BenchEnvironment,
  settings: BenchSettings,
): Promise<Metrics> {
  await runMigrations(environment.databaseUrl);
  const baselinePool = new pg.Pool({ connectionString: environment.databaseUrl, max: WRITERS });
  baselinePool.on('error', () => undefined);
  await baselinePool.query(
    'CREATE TABLE bench_baseline (id uuid PRIMARY KEY, data jsonb NOT NULL, metadata jsonb NOT NULL)',
  );
  const store: EventStore = new HashChainingEventStore(
    new PostgresEventStore({ connectionString: environment.databaseUrl, poolSize: WRITERS }),
  );
  try {
    const ratios: number[] = [];
    const appendRates: number[] = [];
    const insertRates: number[] = [];
    const batchRates: number[] = [];
    for (let run = 0; run < settings.repeats; run++) {
      const inserts = await perSecond(WRITERS, settings.appendSeconds, async () => {
        const event = benchEvent();
        await baselinePool.query('INSERT INTO bench_baseline (id, data, metadata) VALUES ($1, $2, $3)', [
          event.id,
          event.data,
          event.metadata,
        ]);
        return 1;
      });
      // Each writer extends a stream of its own with an exact expected revision, as a command does.
      const revisions = new Map<number, bigint>();
      const streamOf = (writer: number) => `bench-${run}-${writer}`;
      const appends = await perSecond(WRITERS, settings.appendSeconds, async (writer) => {
        const revision = revisions.get(writer);
        const result = await store.appendToStream(streamOf(writer), [benchEvent()], {
          expectedRevision: revision ?? 'no_stream',
        });
        revisions.set(writer, result.nextExpectedRevision);
        return 1;
      });
      const batchRevisions = new Map<number, bigint>();
      const batches = await perSecond(BATCH_WRITERS, settings.appendSeconds, async (writer) => {
        const events = Array.from({ length: BATCH_SIZE }, benchEvent);
        const revision = batchRevisions.get(writer);
        const result = await store.appendToStream(`bench-batch-${run}-${writer}`, events, {
          expectedRevision: revision ?? 'no_stream',
        });
        batchRevisions.set(writer, result.nextExpectedRevision);
        return BATCH_SIZE;
      });
      insertRates.push(inserts);
      appendRates.push(appends);
      ratios.push(appends / inserts);
      batchRates.push(batches);
      console.log(
        `  run ${run + 1}: ${Math.round(appends)} appends/s, ${Math.round(inserts)} inserts/s (ratio ${(appends / inserts).toFixed(2)}), ${Math.round(batches)} events/s in batches`,
      );
    }
    return {
      'append.ratio_vs_insert': { value: median(ratios), unit: 'ratio' },
      'append.single_events_per_s': { value: median(appendRates), unit: 'events/s' },
      'append.baseline_inserts_per_s': { value: median(insertRates), unit: 'transactions/s' },
      'append.batch_events_per_s': { value: median(batchRates), unit: 'events/s' },
    };
  } finally {
    await store.close();
    await baselinePool.end();
  }
}
