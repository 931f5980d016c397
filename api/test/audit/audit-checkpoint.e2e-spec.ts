import { spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JOB_QUEUE, prospectStream } from '@referrals/contracts';
import pg from 'pg';
import { checkpointFileName } from '../../src/audit/checkpoints/checkpoint-directory.js';
import {
  createSigningKeyFile,
  loadSigningKey,
  publicKeyFingerprint,
} from '../../src/audit/checkpoints/checkpoint-keys.js';
import { runAuditCheckpoint } from '../../src/audit/checkpoints/checkpoint.cli.js';
import { AUDIT_CHECKPOINT_SCHEDULER } from '../../src/audit/checkpoints/checkpoint-schedule.js';
import { runAuditExport } from '../../src/audit/export-stream/audit-export.cli.js';
import { runAuditVerify } from '../../src/audit/verify-chain/audit-verify.cli.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { eventHash } from '../../src/platform/event-store/hash-chain/event-hash.js';
import { HashChainingEventStore } from '../../src/platform/event-store/hash-chain/hash-chaining-event-store.js';
import { EVENT_ROW_COLUMNS } from '../../src/platform/event-store/postgres/feed-statements.js';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import type { EventRow } from '../../src/platform/event-store/postgres/row-mapping.js';
import { JobQueue } from '../../src/platform/jobs/job-queue.js';
import { someEvents } from '../event-store/event-builders.js';
import { copyOfDatabase } from '../support/database-copies.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { recordingIo } from '../support/recording-io.js';
import type { TestDatabase } from '../support/test-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const VERIFIER = fileURLToPath(new URL('../../../scripts/verify-audit-export.mjs', import.meta.url));

interface CliResult {
  code: number;
  out: string;
  err: string;
}

/** Runs SQL on one database and closes the connection. */
async function onDatabase<T>(database: TestDatabase, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The events of a stream in revision order, as stored. */
async function streamRows(client: pg.Client, streamName: string): Promise<EventRow[]> {
  const { rows } = await client.query<EventRow>(
    `SELECT ${EVENT_ROW_COLUMNS} FROM events WHERE stream_name = $1 ORDER BY events.revision`,
    [streamName],
  );
  return rows;
}

/**
 * What someone with write access to the tables does to hide an edit: changes an event's data and
 * recomputes its hash and every later hash and link, so that the chain is whole again.
 */
async function editAndRehash(
  client: pg.Client,
  streamName: string,
  revision: number,
  data: unknown,
): Promise<void> {
  const rows = await streamRows(client, streamName);
  let previous = revision === 0 ? null : (rows[revision - 1]!.metadata.hash as string);
  for (const row of rows.slice(revision)) {
    const { hash: _old, ...rest } = row.metadata;
    const metadata = { ...rest, previousHash: previous };
    const content = Number(row.revision) === revision ? data : row.data;
    const hash = eventHash({
      streamName,
      revision: BigInt(row.revision),
      id: row.id,
      type: row.type,
      data: content,
      metadata,
    });
    previous = hash;
    await client.query(
      'UPDATE events SET data = $3, metadata = $4 WHERE stream_name = $1 AND revision = $2',
      [streamName, row.revision, JSON.stringify(content), JSON.stringify({ ...metadata, hash })],
    );
  }
}

describe('signed checkpoints: the audit trail survives someone who can write the database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'audit-checkpoints-'));
  const checkpointDir = join(folder, 'checkpoints');
  const keyFile = join(folder, 'signing-key.pem');
  let app: TestApp;
  let original: TestDatabase;
  let fingerprint: string;
  let prospectId: string;
  let prospect: string;
  /** Revision of the prospect stream's last event when the app stopped. */
  let head: number;
  const copies: TestDatabase[] = [];

  const configFor = (database: TestDatabase, audit: Partial<AppConfig['audit']> = {}): AppConfig => ({
    ...app.config,
    databaseUrl: database.url,
    audit: { ...app.config.audit, ...audit },
  });

  async function verify(database: TestDatabase, audit: Partial<AppConfig['audit']> = {}): Promise<CliResult> {
    const io = recordingIo();
    const code = await runAuditVerify(configFor(database, audit), io);
    return { code, out: io.lines.out.join('\n'), err: io.lines.err.join('\n') };
  }

  async function tamperedCopy(
    label: string,
    tamper: (client: pg.Client) => Promise<void>,
  ): Promise<TestDatabase> {
    const copy = await copyOfDatabase(original, label);
    copies.push(copy);
    await onDatabase(copy, tamper);
    return copy;
  }

  /** The chained store the app appends through, on a copy. */
  async function appendAfterCheckpoint(
    database: TestDatabase,
    streamName: string,
    count: number,
  ): Promise<void> {
    const store = new HashChainingEventStore(
      new PostgresEventStore({ connectionString: database.url, poolSize: 1 }),
    );
    try {
      await store.appendToStream(streamName, someEvents(count), { expectedRevision: 'any' });
    } finally {
      await store.close();
    }
  }

  beforeAll(async () => {
    await createSigningKeyFile(keyFile);
    fingerprint = publicKeyFingerprint(await loadSigningKey(keyFile));
    app = await startTestApp({
      label: 'audit_checkpoint',
      env: {
        AUDIT_CHECKPOINT_DIR: checkpointDir,
        AUDIT_SIGNING_KEY_FILE: keyFile,
        AUDIT_CHECKPOINT_INTERVAL_MINUTES: '60',
      },
    });
    original = app.database;
    // The scheduler's first checkpoint runs at start: wait for it (a fact), so the log grows after it.
    const first = join(checkpointDir, checkpointFileName(1));
    const waitingSince = Date.now();
    while (!existsSync(first)) {
      if (Date.now() - waitingSince > 60_000) throw new Error('the scheduled checkpoint never came');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const operator = await operatorReadyToInvite(app, 'Olga Operator');
    const networker = await networkerWithContacts(app, operator, ['Priya Patel']);
    prospectId = networker.contacts['Priya Patel']!;
    prospect = prospectStream(prospectId);
    await moveProspectTo(app, operator, prospectId, 'approved');
    await moveProspectTo(app, operator, prospectId, 'intro_made');
    await app.running.close();
    head = await onDatabase(original, async (client) => (await streamRows(client, prospect)).length - 1);
  }, 120_000);

  // Dropping a database makes PostgreSQL write a checkpoint, seconds each on a busy machine (one at a
  // time, the copies' drops outlasted the default 30 s in a CI run): they are dropped together, so their
  // checkpoints overlap, within the time the set-up has.
  afterAll(async () => {
    await Promise.all(copies.map((copy) => copy.drop()));
    await app?.close();
  }, 120_000);

  it('signs the stream heads periodically from the worker, and on demand', async () => {
    // The app was started with a 60 minute interval: the job scheduler ran the first checkpoint at start.
    const io = recordingIo();
    // The log grew since: the checkpoint taken on demand is the second, and extends the first.
    expect(await runAuditCheckpoint(configFor(original), io)).toBe(0);
    expect(io.text()).toContain(`Wrote checkpoint 2 of `);
    expect(io.text()).toContain(`Fingerprint: ${fingerprint}`);
    const signed = JSON.parse(readFileSync(join(checkpointDir, checkpointFileName(2)), 'utf8')) as {
      statement: { previous: string | null; treeSize: number };
      heads: Array<{ streamName: string; revision: string }>;
    };
    expect(signed.statement.previous).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.heads.find((head) => head.streamName === prospect)?.revision).toBe(String(head));

    const again = recordingIo();
    expect(await runAuditCheckpoint(configFor(original), again)).toBe(0);
    expect(again.text()).toContain('The log is as checkpoint 2 of');
  });

  it('schedules the checkpoint job once for the deployment', async () => {
    const restarted = await startTestApp({
      label: 'audit_schedule',
      joining: app,
      env: {
        AUDIT_CHECKPOINT_DIR: join(folder, 'scheduled'),
        AUDIT_SIGNING_KEY_FILE: keyFile,
        AUDIT_CHECKPOINT_INTERVAL_MINUTES: '15',
      },
    });
    try {
      const queue = restarted.running.app.get(JobQueue).queue(JOB_QUEUE['audit.checkpoint']);
      expect(await queue.getJobScheduler(AUDIT_CHECKPOINT_SCHEDULER)).toMatchObject({ every: 15 * 60_000 });
    } finally {
      await restarted.running.close();
    }
  }, 60_000);

  it('passes an untampered copy, also with events appended after the checkpoint', async () => {
    const copy = await tamperedCopy('untampered', async () => undefined);
    await appendAfterCheckpoint(copy, prospect, 2);
    const result = await verify(copy);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('against checkpoint 2 of');
    expect(result.out).toMatch(/Checkpoint: all \d+ streams it signed still reach their signed heads\./);
  });

  it('fails when an event was edited and the hashes recomputed, which the chain alone cannot see', async () => {
    const copy = await tamperedCopy('rehashed', async (client) => {
      const [first] = await streamRows(client, prospect);
      await editAndRehash(client, prospect, 0, { ...(first!.data as object), prospectName: 'Mallory' });
    });
    expect((await verify(copy, { checkpointDir: null })).code).toBe(0);
    const result = await verify(copy);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `BROKEN (stream rewritten since the checkpoint): stream ${prospect}, revision ${head}`,
    );
    expect(result.err).toContain('the stream was rewritten and its hashes recomputed');

    const io = recordingIo();
    expect(await runAuditCheckpoint(configFor(copy), io)).toBe(1);
    expect(io.lines.err.join('\n')).toContain(`stream ${prospect} holds`);
  });

  it('fails when the last event of a stream was deleted, its streams row moved back too', async () => {
    const copy = await tamperedCopy('truncated', async (client) => {
      await client.query('DELETE FROM events WHERE stream_name = $1 AND revision = $2', [prospect, head]);
      await client.query('UPDATE streams SET revision = $2 WHERE stream_name = $1', [prospect, head - 1]);
    });
    expect((await verify(copy, { checkpointDir: null })).code).toBe(0);
    const result = await verify(copy);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`BROKEN (last events deleted): stream ${prospect}, revision ${head}`);
  });

  it('fails when a whole stream was deleted', async () => {
    const copy = await tamperedCopy('deleted', async (client) => {
      await client.query('DELETE FROM events WHERE stream_name = $1', [prospect]);
      await client.query('DELETE FROM streams WHERE stream_name = $1', [prospect]);
    });
    expect((await verify(copy, { checkpointDir: null })).code).toBe(0);
    const result = await verify(copy);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`BROKEN (stream deleted): stream ${prospect}, revision ${head}`);
  });

  it('fails when the hashes of a stream were stripped', async () => {
    const copy = await tamperedCopy('stripped', async (client) => {
      await client.query(
        `UPDATE events SET metadata = metadata - 'hash' - 'previousHash' - 'hashVersion' - 'recordedAt'
         WHERE stream_name = $1`,
        [prospect],
      );
    });
    expect((await verify(copy, { checkpointDir: null })).code).toBe(0);
    const result = await verify(copy);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`BROKEN (a hash removed): stream ${prospect}, revision ${head}`);
  });

  it('fails when the recording time of an event was moved', async () => {
    const copy = await tamperedCopy('moved', async (client) => {
      await client.query(
        `UPDATE events SET recorded_at = recorded_at - interval '3 days' WHERE stream_name = $1 AND revision = 1`,
        [prospect],
      );
    });
    const result = await verify(copy, { checkpointDir: null });
    expect(result.code).toBe(1);
    expect(result.err).toContain(`BROKEN (recording time moved): stream ${prospect}, revision 1`);
  });

  it('fails when the streams table disagrees with the events, where no checkpoint covers them yet', async () => {
    const copy = await tamperedCopy('revisions', async () => undefined);
    await appendAfterCheckpoint(copy, prospect, 2);
    await onDatabase(copy, async (client) => {
      await client.query('DELETE FROM events WHERE stream_name = $1 AND revision = $2', [prospect, head + 2]);
    });
    const result = await verify(copy);
    expect(result.code).toBe(1);
    expect(result.err).toContain('BROKEN (streams table disagrees with the events): 1 stream');
    expect(result.err).toContain(
      `  ${prospect}: streams.revision ${head + 2}, last event ${head + 1}: events were deleted`,
    );
  });

  it('fails on a checkpoint whose list of heads was edited, or one signed with another key', async () => {
    const foreignKey = join(folder, 'foreign-key.pem');
    await createSigningKeyFile(foreignKey);
    const copy = await tamperedCopy('foreign', async () => undefined);
    const result = await verify(copy, { signingKeyFile: foreignKey });
    expect(result.code).toBe(1);
    expect(result.err).toContain('BROKEN (checkpoint): the latest checkpoint cannot be trusted');
    expect(result.err).toContain('does not verify with the key');

    // The heads listed in the latest checkpoint edited to match a truncated stream: the signed root gives it away.
    const edited = join(folder, 'edited-checkpoints');
    mkdirSync(edited);
    const latest = JSON.parse(readFileSync(join(checkpointDir, checkpointFileName(2)), 'utf8')) as {
      heads: Array<{ streamName: string; revision: string }>;
    };
    for (const signed of latest.heads) if (signed.streamName === prospect) signed.revision = String(head - 1);
    writeFileSync(join(edited, checkpointFileName(2)), JSON.stringify(latest));
    const listEdited = await verify(copy, { checkpointDir: edited });
    expect(listEdited.code).toBe(1);
    expect(listEdited.err).toContain('do not give its signed root: the list was altered');
  });

  describe('an exported stream, checked without our server', () => {
    let exportFile: string;

    function standalone(file: string, ...options: string[]): CliResult {
      const run = spawnSync(process.execPath, [VERIFIER, file, ...options], { encoding: 'utf8' });
      return { code: run.status ?? -1, out: run.stdout, err: run.stderr };
    }

    /** A copy of the export with something changed, as a party might try to pass off. */
    function tamperedExport(name: string, change: (exported: ExportFile) => void): string {
      const exported = JSON.parse(readFileSync(exportFile, 'utf8')) as ExportFile;
      change(exported);
      const file = join(folder, `${name}.json`);
      writeFileSync(file, JSON.stringify(exported));
      return file;
    }

    interface ExportFile {
      events: Array<{
        revision: string;
        data: Record<string, unknown>;
        metadata: Record<string, unknown>;
        recordedAt: string;
        streamName: string;
        id: string;
        type: string;
      }>;
      checkpoint: { statement: { createdAt: string } };
      proof: { head: { hash: string | null } };
    }

    beforeAll(async () => {
      // A copy where the prospect moved on after the last checkpoint: the export takes a new one.
      const copy = await tamperedCopy('export', async () => undefined);
      await appendAfterCheckpoint(copy, prospect, 1);
      // Checkpoints of this copy go to a copy of the folder: the other tests keep checking against checkpoint 2.
      const checkpoints = join(folder, 'export-checkpoints');
      cpSync(checkpointDir, checkpoints, { recursive: true });
      exportFile = join(folder, 'prospect-export.json');
      const io = recordingIo();
      const config = configFor(copy, { checkpointDir: checkpoints });
      const code = await runAuditExport(['--prospect', prospectId, '--out', exportFile], config, io);
      expect({ code, err: io.lines.err }).toEqual({ code: 0, err: [] });
      expect(io.text()).toContain('Wrote checkpoint 3 of');
      expect(io.text()).toContain(`Wrote ${head + 2} events of ${prospect} (up to revision ${head + 1})`);
    }, 60_000);

    it('passes the export, pinned to the operator key', () => {
      const result = standalone(exportFile, '--fingerprint', fingerprint);
      expect(result).toMatchObject({ code: 0, err: '' });
      expect(result.out).toContain(
        `Intact: ${head + 2} events of ${prospect} (revisions 0–${head + 1}); its head is in checkpoint 3 of`,
      );
    });

    it('passes it as well with the public key file, and says so when the key was not pinned', () => {
      const pem = join(folder, 'operator-public.pem');
      writeFileSync(
        pem,
        createPublicKey(createPrivateKey(readFileSync(keyFile))).export({ format: 'pem', type: 'spki' }),
      );
      expect(standalone(exportFile, '--public-key', pem).code).toBe(0);
      const unpinned = standalone(exportFile);
      expect(unpinned.code).toBe(2);
      expect(unpinned.out).toContain(`The signer was not pinned: compare ${fingerprint}`);
    });

    it('fails an export whose event data was edited', () => {
      const file = tamperedExport('edited', (exported) => {
        exported.events[0]!.data = { ...exported.events[0]!.data, prospectName: 'Mallory' };
      });
      const result = standalone(file, '--fingerprint', fingerprint);
      expect(result.code).toBe(1);
      expect(result.err).toContain('BROKEN: revision 0');
      expect(result.err).toContain('hash mismatch');
    });

    it('fails an export edited with its hashes recomputed, whose head the checkpoint did not sign', () => {
      const file = tamperedExport('rehashed', (exported) => {
        let previous: string | null = null;
        exported.events.forEach((event, index) => {
          if (index === 0) event.data = { ...event.data, prospectName: 'Mallory' };
          const { hash: _old, ...rest } = event.metadata;
          const metadata = { ...rest, previousHash: previous };
          const hash = eventHash({ ...event, revision: BigInt(event.revision), metadata });
          event.metadata = { ...metadata, hash };
          previous = hash;
        });
        exported.proof.head.hash = previous;
      });
      const result = standalone(file, '--fingerprint', fingerprint);
      expect(result.code).toBe(1);
      expect(result.err).toContain("the Merkle path from the stream's head leads to");
    });

    it('fails an export whose checkpoint was backdated, or whose last event was left out', () => {
      const root = tamperedExport('root', (exported) => {
        exported.checkpoint.statement.createdAt = '2020-01-01T00:00:00.000Z';
      });
      expect(standalone(root, '--fingerprint', fingerprint).err).toContain(
        'the checkpoint signature does not verify',
      );
      const cut = tamperedExport('cut', (exported) => {
        exported.events.pop();
      });
      const result = standalone(cut, '--fingerprint', fingerprint);
      expect(result.code).toBe(1);
      expect(result.err).toContain(`but the export ends at revision ${head}`);
    });

    it('fails an export signed by another key than the pinned one', () => {
      const result = standalone(exportFile, '--fingerprint', `SHA256:${'0'.repeat(64)}`);
      expect(result.code).toBe(1);
      expect(result.err).toContain(`is signed by ${fingerprint}, not by the pinned key`);
    });
  });
});
