import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CommandAnswer,
  comparePositions,
  type GlobalPosition,
  JOB_QUEUE,
  parsePosition,
  type QueryInvalidation,
  type SessionAnswer,
} from '@referrals/contracts';
import { allProjectors, projectorLockHolders, rebuildProjector } from '@referrals/projections';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import request from 'supertest';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import { bullPrefix } from '../../src/platform/jobs/job-queue.js';
import { waitForProjectors } from '../projections/projection-helpers.js';
import { AppProcess, type Deployment } from '../support/app-process.js';
import { type CommandOutcome, type LoadCommand, startCommandLoad } from '../support/command-load.js';
import { loginUser, type RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket, type LiveSocket } from '../support/live-socket.js';
import { TestMailbox } from '../support/mailbox.js';
import { conversationsOf } from '../support/messaging-builders.js';
import { eventually } from '../support/notifications-test-app.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { networkerWithContacts } from '../support/pipeline-builders.js';
import { tableHashes } from '../support/read-model-hashes.js';
import { visitorSession } from '../support/test-app.js';
import {
  createTestDatabase,
  deleteRedisKeys,
  type TestDatabase,
  testRedisPrefix,
} from '../support/test-database.js';
import type { TestSession } from '../support/test-session.js';

/** Every projector a projections process runs: the read models and the notification process manager. */
const PROJECTORS = [...allProjectors.map((projector) => projector.name), 'notification-process-manager'];
const READ_MODEL_TABLES = [...new Set(allProjectors.flatMap((projector) => projector.tables))].sort();
/** A prospect's walk, one status change per command, as far as the operator's Quick Actions take it. */
const WALK = ['under_review', 'approved', 'intro_made', 'meeting_scheduled', 'meeting_held'] as const;
const SIGN_IN_FREE_FAILURES = 3;

const projectionsApp = (child: AppProcess) => `referrals-projections-${child.pid}`;
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Each projector's lock holders, by the application name of the connection holding it. */
async function lockHolders(db: pg.Pool): Promise<Record<string, string[]>> {
  const holders: Record<string, string[]> = {};
  for (const projector of PROJECTORS) {
    const pids = await projectorLockHolders(db, projector);
    const { rows } = await db.query<{ name: string }>(
      `SELECT application_name AS name FROM pg_stat_activity WHERE pid = ANY($1::int[])`,
      [pids],
    );
    holders[projector] = rows.map((row) => row.name);
  }
  return holders;
}

/** Waits for the first live update at or after `position` (the answered command's, or a later batch's). */
async function updateReaching(received: readonly QueryInvalidation[], position: string, timeoutMs = 5000) {
  const target = parsePosition(position);
  return eventually(
    async () => received.find((update) => comparePositions(parsePosition(update.position), target) >= 0),
    (found) => found !== undefined,
    timeoutMs,
  );
}

/**
 * The last committed event. Not the store's head, which stops below any transaction still open in the
 * cluster (another test's, say), so that waiting for it could stop short of this test's last events.
 */
async function lastEvent(db: pg.Pool): Promise<GlobalPosition> {
  const { rows } = await db.query<{ commit: string; prepare: string }>(
    `SELECT transaction_id::text AS commit, position::text AS prepare FROM events
      ORDER BY transaction_id DESC, position DESC LIMIT 1`,
  );
  return { commit: BigInt(rows[0]!.commit), prepare: BigInt(rows[0]!.prepare) };
}

const heldBy = (name: string) => Object.fromEntries(PROJECTORS.map((projector) => [projector, [name]]));

/** Waits until one process holds every projector; answers how long that took. */
async function untilEveryProjectorHeldBy(db: pg.Pool, name: string, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  const holders = await eventually(
    () => lockHolders(db),
    (current) => PROJECTORS.every((projector) => current[projector]?.join() === name),
    timeoutMs,
  );
  expect(holders).toEqual(heldBy(name));
  return Date.now() - started;
}

/**
 * Issue 10's deployment on one machine: two API processes on their own ports, a projections process
 * (and a standby), a worker, all on one PostgreSQL database and one Redis key prefix. The test talks
 * to them over HTTP and Socket.IO only, as browsers and a proxy would.
 */
describe('scale-out: two API processes, projections and a worker on one deployment', () => {
  let database: TestDatabase;
  let db: pg.Pool;
  let store: PostgresEventStore;
  let deployment: Deployment;
  const mailbox = new TestMailbox();
  const processes: AppProcess[] = [];
  const sockets: LiveSocket[] = [];
  let apiA: AppProcess;
  let apiB: AppProcess;
  let projections: AppProcess;
  let standby: AppProcess;
  let worker: AppProcess;
  let operator: RegisteredUser;
  let conversation: { id: string; networker: TestSession };

  const started = async (env: Record<string, string>) => {
    const child = new AppProcess(deployment, env);
    processes.push(child);
    await child.start();
    await child.untilAnswering();
    return child;
  };
  const apiEnv = {
    APP_ROLES: 'api',
    SIGN_IN_FREE_FAILURES_PER_ADDRESS: String(SIGN_IN_FREE_FAILURES),
    // Long enough that no busy machine lets it pass between two requests of the test.
    SIGN_IN_FIRST_WAIT_SECONDS: '600',
    // Every request of the test comes from 127.0.0.1: only the wait of an account and address is under test.
    SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
  };

  /** Lanes that walk their own contacts through the pipeline and then talk, alternating between `urls`. */
  const walkAndTalk = (urls: readonly string[], contacts: readonly string[], lanes: number) => {
    return (lane: number, step: number): LoadCommand => {
      const url = urls[step % urls.length]!;
      const contact = contacts[lane + lanes * Math.floor(step / WALK.length)];
      if (contact)
        return {
          url,
          path: `/api/prospects/${contact}/status-updates`,
          session: operator.session,
          body: { status: WALK[step % WALK.length] },
        };
      return {
        url,
        path: `/api/conversations/${conversation.id}/messages`,
        session: step % 2 ? operator.session : conversation.networker,
        body: { message: `Lane ${lane}, message ${step}` },
      };
    };
  };

  /** The commands' request ids that appended events (each event's metadata carries its request's id). */
  const commandsWithEvents = async (outcomes: readonly CommandOutcome[]) =>
    new Set(
      (
        await db.query<{ id: string }>(
          `SELECT DISTINCT metadata->>'correlationId' AS id FROM events WHERE metadata->>'correlationId' = ANY($1)`,
          [outcomes.map((outcome) => outcome.requestId)],
        )
      ).rows.map((row) => row.id),
    );

  /** Contacts of a new networker of the operator's, submitted and waiting to be walked. */
  const freshContacts = async (label: string, count: number) =>
    Object.values(
      (
        await networkerWithContacts(
          apiA,
          operator,
          Array.from({ length: count }, (_, index) => `${label} ${index}`),
        )
      ).contacts,
    );

  /**
   * Lets the projections process handle every committed event, stops it with SIGTERM, then rebuilds every
   * read model from the log: the tables must come out as they were, no event handled twice or skipped.
   */
  const expectCaughtUpReadModelsToEqualARebuild = async (running: AppProcess) => {
    await waitForProjectors(db, await lastEvent(db), PROJECTORS, 60_000);
    expect(await running.terminate()).toMatchObject({ code: 0 });
    const projected = await tableHashes(db, READ_MODEL_TABLES);
    for (const projector of allProjectors) await rebuildProjector(projector, { store, pool: db });
    expect(await tableHashes(db, READ_MODEL_TABLES)).toEqual(projected);
  };

  beforeAll(async () => {
    database = await createTestDatabase('scale_out');
    db = new pg.Pool({ connectionString: database.url, max: 3 });
    db.on('error', () => undefined);
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 2 });
    deployment = {
      config: {
        databaseUrl: database.url,
        redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        redisKeyPrefix: testRedisPrefix('scale_out'),
        smtpUrl: await mailbox.start(),
      },
    };
    // The projections process first, so that it holds every projector before the standby starts.
    projections = await started({ APP_ROLES: 'projections' });
    await untilEveryProjectorHeldBy(db, projectionsApp(projections));
    [apiA, apiB, worker, standby] = await Promise.all([
      started(apiEnv),
      started(apiEnv),
      started({ APP_ROLES: 'worker' }),
      started({ APP_ROLES: 'projections' }),
    ]);
    operator = await operatorReadyToInvite(apiA, 'Olga Operator');
    const talking = await networkerWithContacts(apiB, operator, ['Priya Prospect']);
    const [first] = await conversationsOf(apiB, talking.session);
    conversation = { id: first!.id, networker: talking.session };
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(processes.map((child) => child.kill()));
    await mailbox.close();
    await store?.close();
    await db?.end();
    await database?.drop();
    if (deployment) await deleteRedisKeys(deployment.config.redisUrl, deployment.config.redisKeyPrefix);
  });

  it('runs each projector in exactly one process, the projections process; the standby and the others hold none', async () => {
    expect(await lockHolders(db)).toEqual(heldBy(projectionsApp(projections)));
    // The API processes serve the product; the background processes only their health checks.
    await request(apiB.url).get('/api/health/ready').expect(200);
    await request(projections.url).get('/api/networker/contacts-with-status').expect(404);
  });

  it('keeps a session made on A valid on B, and signing out on B ends it on A, its live socket included', async () => {
    const session = await loginUser(apiA, operator.email, operator.password);
    const onB = (await request(apiB.url).get('/api/auth/session').set(session.headers).expect(200))
      .body as SessionAnswer;
    expect(onB.user?.id).toBe(operator.user.id);

    const live = await connectLiveSocket(apiA.url, session.cookie);
    sockets.push(live.socket);
    const disconnected = new Promise<void>((resolve) => live.socket.once('disconnect', () => resolve()));
    await request(apiB.url).post('/api/auth/logout').set(session.headers).send({}).expect(200);
    await disconnected;
    const onA = (await request(apiA.url).get('/api/auth/session').set(session.headers).expect(200))
      .body as SessionAnswer;
    expect(onA.authenticated).toBe(false);
  });

  it('counts failed sign-ins across both API processes', async () => {
    const attempt = (url: string, password: string) =>
      loginUser({ url }, operator.email, password).then(
        () => 200,
        (error: Error) => Number(/expected 200 "OK", got (\d+)/.exec(error.message)?.[1] ?? 0),
      );
    const statuses: number[] = [];
    // The free failures and one more, which makes this address wait.
    for (let failure = 0; failure <= SIGN_IN_FREE_FAILURES; failure++)
      statuses.push(await attempt(failure % 2 ? apiB.url : apiA.url, 'Not-The-Password-1'));
    expect(statuses).toEqual(Array(SIGN_IN_FREE_FAILURES + 1).fill(401));
    // The address waits on both processes, whichever took the failures.
    expect(await attempt(apiA.url, operator.password)).toBe(429);
    expect(await attempt(apiB.url, operator.password)).toBe(429);
    // The runbook's release: delete the account's failures.
    const redis = new Redis(deployment.config.redisUrl);
    await redis.del(`${deployment.config.redisKeyPrefix}:sign-in-pairs:${operator.email}`);
    redis.disconnect();
    expect(await attempt(apiB.url, operator.password)).toBe(200);
  });

  it("delivers a command sent to A to the other party's socket on B within a second", async () => {
    const WARM_UP = 3;
    const watched = await networkerWithContacts(
      apiB,
      operator,
      Array.from({ length: WARM_UP + 20 }, (_, index) => `Fresh Contact ${index}`),
    );
    const live = await connectLiveSocket(apiB.url, watched.session.cookie);
    sockets.push(live.socket);

    const latencies: number[] = [];
    for (const contact of Object.values(watched.contacts)) {
      const sent = Date.now();
      const answer = (
        await request(apiA.url)
          .post(`/api/prospects/${contact}/status-updates`)
          .set(operator.session.headers)
          .send({ status: 'under_review' })
          .expect(201)
      ).body as CommandAnswer;
      expect(await updateReaching(live.received, answer.position)).toBeDefined();
      latencies.push(Date.now() - sent);
    }
    // The first commands of a fresh process also compile its code paths: not a steady-state figure.
    latencies.splice(0, WARM_UP);
    latencies.sort((a, b) => a - b);
    console.log(
      `cross-process freshness (command on A → networker's socket on B), ${latencies.length} commands: ` +
        `p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms`,
    );
    expect(latencies.at(-1)).toBeLessThan(1000);
  });

  it('has the worker process send the email an API process queued', async () => {
    await request(apiB.url)
      .post('/api/auth/forgot-password')
      .set((await visitorSession(apiB)).headers)
      .send({ email: operator.email })
      .expect(200);
    const resetMails = await eventually(
      async () =>
        mailbox.received.filter((mail) => mail.to.includes(operator.email) && /reset/i.test(mail.raw)),
      (mails) => mails.length > 0,
      15_000,
    );
    expect(resetMails).toHaveLength(1);
  });

  it('hands every projector to the standby within seconds of the projections process being killed, and loses or repeats no event', async () => {
    const walkers = await freshContacts('Walker', 24);
    const lanes = 4;
    const load = startCommandLoad({ lanes, next: walkAndTalk([apiA.url, apiB.url], walkers, lanes) });
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const killedAt = Date.now();
    await projections.kill();
    const takeoverMs = await untilEveryProjectorHeldBy(db, projectionsApp(standby));
    // The standby carries on from the checkpoints: new commands are projected again.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await load.stop();
    console.log(`failover: the standby held every projector ${takeoverMs} ms after the SIGKILL`);
    expect(takeoverMs).toBeLessThan(5000);

    const statuses = load.outcomes.map((outcome) => outcome.status ?? outcome.error);
    expect(new Set(statuses)).toEqual(new Set([201]));
    // Commands went on through the failover, and after it.
    expect(load.outcomes.filter((outcome) => outcome.sentAt > killedAt + takeoverMs).length).toBeGreaterThan(
      0,
    );

    await expectCaughtUpReadModelsToEqualARebuild(standby);
  }, 120_000);

  describe('graceful shutdown (SIGTERM)', () => {
    let background: AppProcess;
    beforeAll(async () => {
      background = await started({ APP_ROLES: 'projections' });
      await untilEveryProjectorHeldBy(db, projectionsApp(background));
    });

    it('answers every command an API process has read before it exits, within 10 s', async () => {
      const walkers = await freshContacts('Stayer', 16);
      const lanes = 8;
      const load = startCommandLoad({
        lanes,
        next: walkAndTalk([apiA.url], walkers, lanes),
        untilRefused: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const signalled = Date.now();
      const exit = await apiA.terminate();
      await load.stop();
      expect(exit.code).toBe(0);
      expect(exit.durationMs).toBeLessThan(10_000);

      const answered = load.outcomes.filter((outcome) => outcome.status !== null);
      const unanswered = load.outcomes.filter((outcome) => outcome.status === null);
      // Commands in flight when the signal came were answered, and every answer was a success.
      expect(answered.filter((outcome) => outcome.answeredAt > signalled).length).toBeGreaterThan(0);
      expect(new Set(answered.map((outcome) => outcome.status))).toEqual(new Set([201]));
      // A command that got no answer was never taken: it appended nothing, so the client may send it elsewhere.
      expect(unanswered.length).toBeGreaterThan(0);
      expect([...(await commandsWithEvents(unanswered))]).toEqual([]);
      expect((await commandsWithEvents(answered)).size).toBe(answered.length);
      console.log(
        `graceful shutdown of an API process under load: exit ${exit.durationMs} ms after SIGTERM; ` +
          `${answered.length} commands answered (201), ${answered.filter((o) => o.answeredAt > signalled).length} of them after the signal; ` +
          `${unanswered.length} refused before being read (${[...new Set(unanswered.map((o) => o.error))].join(', ')})`,
      );
    }, 60_000);

    it('lets the worker finish the emails it is sending, leaving no job stalled, and the next worker sends the rest once', async () => {
      const connection = new Redis(deployment.config.redisUrl, { maxRetriesPerRequest: null });
      const queue = new Queue(JOB_QUEUE['email.send'], { connection, prefix: bullPrefix(deployment.config) });
      try {
        mailbox.answerDelayMs = 500;
        const recipients = Array.from({ length: 24 }, (_, index) => `drain-${index}@example.com`);
        for (const to of recipients)
          await queue.add('email.send', { to, subject: 'Drain test', text: 'One of many' });
        await eventually(
          () => queue.getActiveCount(),
          (active) => active > 0,
        );
        const exit = await worker.terminate();
        expect(exit.code).toBe(0);
        expect(exit.durationMs).toBeLessThan(10_000);
        expect(await queue.getActiveCount()).toBe(0);
        expect(await queue.getFailedCount()).toBe(0);
        const sentBeforeExit = mailbox.received.filter((mail) => recipients.includes(mail.to[0]!)).length;
        expect(sentBeforeExit).toBeGreaterThan(0);

        mailbox.answerDelayMs = 0;
        worker = await started({ APP_ROLES: 'worker' });
        const sent = await eventually(
          async () => mailbox.received.filter((mail) => recipients.includes(mail.to[0]!)),
          (mails) => mails.length >= recipients.length,
          20_000,
        );
        expect(sent.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort());
      } finally {
        mailbox.answerDelayMs = 0;
        await queue.close();
        connection.disconnect();
      }
    }, 60_000);

    it('commits the projection batch in hand and releases its projectors for the next process', async () => {
      const lanes = 4;
      const load = startCommandLoad({
        lanes,
        next: walkAndTalk([apiB.url], [], lanes),
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const exit = await background.terminate();
      expect(exit.code).toBe(0);
      expect(exit.durationMs).toBeLessThan(10_000);
      expect(await lockHolders(db)).toEqual(Object.fromEntries(PROJECTORS.map((p) => [p, []])));

      const next = await started({ APP_ROLES: 'projections' });
      await untilEveryProjectorHeldBy(db, projectionsApp(next));
      await load.stop();
      expect(new Set(load.outcomes.map((outcome) => outcome.status ?? outcome.error))).toEqual(
        new Set([201]),
      );
      await expectCaughtUpReadModelsToEqualARebuild(next);
    }, 90_000);
  });
});
