import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type EventStore, userStream } from '@referrals/contracts';
import pg from 'pg';
import { runAuditVerify } from '../../src/audit/verify-chain/audit-verify.cli.js';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { EVENT_ROW_COLUMNS } from '../../src/platform/event-store/postgres/feed-statements.js';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import type { EventRow } from '../../src/platform/event-store/postgres/row-mapping.js';
import { eventsInStreamOrder } from '../../src/platform/event-store/postgres/stream-ordered-walk.js';
import { aStreamName, collect, someEvents } from '../event-store/event-builders.js';
import { registerUser, type RegisteredUser } from '../support/identity-client.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { recordingIo } from '../support/recording-io.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('npm run audit:verify', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let chained: EventStore;

  beforeAll(async () => {
    app = await startTestApp({ label: 'audit_verify' });
    operator = await operatorReadyToInvite(app);
    await createInvitation(app, operator);
    await registerUser(app);
    chained = app.running.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function verify(): Promise<{ code: number; out: string; err: string }> {
    const io = recordingIo();
    const code = await runAuditVerify(app.config, io);
    return { code, out: io.lines.out.join('\n'), err: io.lines.err.join('\n') };
  }

  async function eventOf(streamName: string, revision: number): Promise<EventRow> {
    const [row] = await app.sql<EventRow>(
      `SELECT ${EVENT_ROW_COLUMNS} FROM events WHERE stream_name = $1 AND revision = $2`,
      [streamName, revision],
    );
    return row!;
  }

  it('passes on the log the app wrote, counting its streams and events', async () => {
    const [counts] = await app.sql<{ streams: number; events: number }>(
      'SELECT count(DISTINCT stream_name)::int AS streams, count(*)::int AS events FROM events',
    );
    const { streams, events } = counts!;
    const result = await verify();
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(
      `Streams: ${streams}, events: ${events} (${events} hashed, 0 written before hashing), ok`,
    );
  });

  it('fails on an event whose data was altered in Postgres, naming it, and passes again once it is put back', async () => {
    const stream = userStream(operator.user.id);
    const original = await eventOf(stream, 0);
    await app.sql(
      `UPDATE events SET data = jsonb_set(data, '{name}', '"Mallory"') WHERE stream_name = $1 AND revision = 0`,
      [stream],
    );
    const tampered = await verify();
    expect(tampered.code).toBe(1);
    expect(tampered.err).toContain(
      `BROKEN (content altered): stream ${stream}, revision 0, event ${original.id}, position ${original.transaction_id}-${original.position}`,
    );
    expect(tampered.err).toContain('hash mismatch: the stored content does not match its hash');

    await app.sql('UPDATE events SET data = $2 WHERE stream_name = $1 AND revision = 0', [
      stream,
      JSON.stringify(original.data),
    ]);
    expect((await verify()).code).toBe(0);
  });

  it('walks every stream in revision order, across pages and past revision 9', async () => {
    const stream = aStreamName('long');
    await chained.appendToStream(stream, someEvents(12), { expectedRevision: 'no_stream' });
    const pool = new pg.Pool({ connectionString: app.database.url, max: 1 });
    try {
      const walked = await collect(eventsInStreamOrder(pool, 5));
      const ours = walked.filter((event) => event.streamName === stream).map((event) => event.revision);
      expect(ours).toEqual(Array.from({ length: 12 }, (_, index) => BigInt(index)));
      const names = walked.map((event) => event.streamName);
      const runs = names.filter((name, index) => index === 0 || names[index - 1] !== name).length;
      expect(runs).toBe(new Set(names).size);
    } finally {
      await pool.end();
    }
    expect((await verify()).code).toBe(0);
  });

  it('fails when an event was removed from the middle of a stream', async () => {
    const stream = aStreamName('tamper');
    await chained.appendToStream(stream, someEvents(12), { expectedRevision: 'no_stream' });
    const removed = await eventOf(stream, 10);
    await app.sql('DELETE FROM events WHERE stream_name = $1 AND revision = 10', [stream]);
    const tampered = await verify();
    expect(tampered.code).toBe(1);
    expect(tampered.err).toContain(
      `BROKEN (an event removed, inserted or reordered): stream ${stream}, revision 11`,
    );
    expect(tampered.err).toContain('link mismatch: revision 10 is missing before revision 11');

    await app.sql(
      `INSERT INTO events (position, transaction_id, stream_name, revision, id, type, data, metadata, recorded_at)
       OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        removed.position,
        removed.transaction_id,
        removed.stream_name,
        removed.revision,
        removed.id,
        removed.type,
        JSON.stringify(removed.data),
        JSON.stringify(removed.metadata),
        removed.recorded_at,
      ],
    );
    expect((await verify()).code).toBe(0);
  });

  it('reports events written before hashing as unchained, not as tampering, and chains after them', async () => {
    const stream = aStreamName('old');
    const unchained = new PostgresEventStore({ connectionString: app.database.url });
    try {
      await unchained.appendToStream(stream, someEvents(2), { expectedRevision: 'no_stream' });
    } finally {
      await unchained.close();
    }
    await chained.appendToStream(stream, someEvents(1), { expectedRevision: 'any' });
    const result = await verify();
    expect(result.code).toBe(0);
    expect(result.out).toContain('2 written before hashing), ok');
    expect(result.out).toContain('Unchained: 2 events at the start of 1 stream,');
    expect(result.out).toContain(`  ${stream}: unchained before revision 2`);
  });
});
