// `node bench/dist/capacity-probe.js [operators]` (after `npm run build:ts`): the storage figures of
// docs/capacity.md. One operator's year (operator-year.ts) goes through the real API: submissions, messages,
// the pipeline, bounties approved and paid, reviews, won deals. The log is then copied for further operators
// (as the replay benchmark grows its log), every projection rebuilt, and the bench's storage stage prints
// each table's size. Writes no report; its own database and Redis keys are dropped afterwards.
import 'reflect-metadata';
import { inParallel, loadConfig, rebuildProjections } from '@referrals/api/bench-entry';
import type { Conversation, NetworkerContact } from '@referrals/contracts';
import { conversationIdFor } from '@referrals/projections';
import pg from 'pg';
import { lastPosition, waitForProjections } from './bench-app-state.js';
import { type AppProcess, createBenchEnvironment, startAppProcess } from './bench-environment.js';
import { BenchHttpClient, type SessionHeaders } from './bench-http-client.js';
import { type BenchNetworker, registerNetworker, registerOperator } from './bench-parties.js';
import { appendCopies } from './log-copies.js';
import { journeySteps, OPERATOR_YEAR } from './operator-year.js';
import { storageBenchmark } from './storage-benchmark.js';

/** The most contacts one submission takes. */
const CONTACTS_PER_SUBMISSION = 25;

interface Prospect {
  id: string;
  networker: BenchNetworker;
  conversationId: string;
}

const message = (index: number) =>
  `About contact ${index}: we spoke last week and they are open to a call about pipeline forecasting.`;

async function submitProspects(client: BenchHttpClient, networkers: BenchNetworker[]): Promise<Prospect[]> {
  const prospects: Prospect[] = [];
  for (const [n, networker] of networkers.entries()) {
    for (let first = 0; first < OPERATOR_YEAR.prospectsPerNetworker; first += CONTACTS_PER_SUBMISSION) {
      const count = Math.min(CONTACTS_PER_SUBMISSION, OPERATOR_YEAR.prospectsPerNetworker - first);
      await client.send('POST', `/api/prospect-submissions/${networker.invitationId}`, networker.session, {
        manualContacts: Array.from({ length: count }, (_, index) => ({
          name: `Contact ${n}-${first + index}`,
          company: `Company ${n}-${first + index}`,
        })),
      });
    }
    await waitForProjections(client.baseUrl);
    const contacts = await client.get<NetworkerContact[]>(
      '/api/networker/contacts-with-status',
      networker.session,
    );
    const [conversation] = await client.get<Conversation[]>('/api/conversations', networker.session);
    if (!conversation) throw new Error(`networker ${n} has no conversation`);
    for (const contact of contacts)
      prospects.push({ id: contact.id, networker, conversationId: conversation.id });
  }
  return prospects;
}

/** The prospect's messages, then its journey through the pipeline. */
async function walk(client: BenchHttpClient, operator: SessionHeaders, prospect: Prospect, index: number) {
  const post = (path: string, session: SessionHeaders, body: unknown) =>
    client.send('POST', path, session, body);
  for (let sent = 0; sent < OPERATOR_YEAR.messagesPerProspect; sent++) {
    await post(
      `/api/conversations/${prospect.conversationId}/messages`,
      sent % 2 === 0 ? operator : prospect.networker.session,
      { message: message(index), prospectId: prospect.id },
    );
  }
  const path = `/api/prospects/${prospect.id}`;
  for (const step of journeySteps(index)) {
    switch (step.kind) {
      case 'status':
        await post(`${path}/status-updates`, operator, { status: step.status, notes: step.notes });
        break;
      case 'settle':
        await post(`${path}/bounties/${step.bounty}/approve`, operator, {});
        await post(`${path}/bounties/${step.bounty}/payment`, operator, {
          method: 'paypal',
          reference: `PAY-${prospect.id.slice(0, 8)}-${step.bounty}`,
        });
        break;
      case 'reviews':
        await post('/api/reviews', operator, {
          submissionId: prospect.id,
          rating: 5,
          comment: 'Great intro.',
        });
        await post('/api/reviews', prospect.networker.session, {
          submissionId: prospect.id,
          rating: 4,
          comment: 'Quick and fair.',
        });
        break;
      case 'won_deal':
        await post(`${path}/won-deal`, operator, { dealValue: 24_000 });
        break;
    }
  }
}

/** Waits until the worker has delivered every notification (in-app rows and emails). */
async function waitForDeliveries(pool: pg.Pool): Promise<number> {
  let last = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notification_deliveries',
    );
    if (rows[0]!.n === last) return last;
    last = rows[0]!.n;
  }
}

/**
 * Copies of the operator's year for `copies` more operators. A conversation's id is derived from its pair,
 * so the copies' messages are given the id of their renumbered pair, as the projector derives it.
 */
async function copyForMoreOperators(pool: pg.Pool, copies: number): Promise<number> {
  const upToPosition = await lastPosition(pool);
  const copied = await appendCopies(pool, {
    upToPosition,
    copies: Array.from({ length: copies }, (_, index) => index + 1),
  });
  const { rows: pairs } = await pool.query<{ operator: string; networker: string }>(
    `SELECT DISTINCT data->>'operatorId' AS operator, data->>'networkerUserId' AS networker
       FROM events WHERE type = 'MessageSent' AND position > $1`,
    [upToPosition],
  );
  await pool.query(
    `UPDATE events e SET data = jsonb_set(e.data, '{conversationId}', to_jsonb(m.id))
       FROM unnest($1::text[], $2::text[], $3::text[]) AS m(operator, networker, id)
      WHERE e.type = 'MessageSent' AND e.position > $4
        AND e.data->>'operatorId' = m.operator AND e.data->>'networkerUserId' = m.networker`,
    [
      pairs.map((pair) => pair.operator),
      pairs.map((pair) => pair.networker),
      pairs.map((pair) => conversationIdFor(pair.operator, pair.networker)),
      upToPosition,
    ],
  );
  await pool.query('VACUUM ANALYZE events');
  return copied;
}

async function main(): Promise<void> {
  const operators = Number(process.argv[2] ?? 50);
  if (!Number.isInteger(operators) || operators < 1)
    throw new Error('usage: capacity-probe.js [operators ≥ 1]');
  const environment = await createBenchEnvironment('capacity');
  const pool = new pg.Pool({ connectionString: environment.databaseUrl, max: 2 });
  let app: AppProcess | null = null;
  try {
    app = await startAppProcess(environment);
    const client = new BenchHttpClient(app.url);
    const operator = await registerOperator(client, 'capacity');
    const networkers = await inParallel(OPERATOR_YEAR.networkers, 2, (index) =>
      registerNetworker(client, operator, `capacity-${index}`),
    );
    const prospects = await submitProspects(client, networkers);
    const submitted = await lastPosition(pool);
    await inParallel(prospects.length, 4, (index) =>
      walk(client, operator.session, prospects[index]!, index),
    );
    await waitForProjections(app.url);
    const deliveries = await waitForDeliveries(pool);
    const events = await lastPosition(pool);
    console.log(
      `One operator's year: ${events} events (${events - submitted} after ${prospects.length} submissions), ${deliveries} notification deliveries`,
    );
    await app.stop();
    app = null;
    if (operators > 1) {
      const copied = await copyForMoreOperators(pool, operators - 1);
      console.log(
        `Copied for ${operators - 1} more operators: ${copied} events. Rebuilding every projection:`,
      );
      const config = loadConfig({ ...process.env, DATABASE_URL: environment.databaseUrl, LOG_LEVEL: 'warn' });
      await rebuildProjections([], config, {
        out: (line) => console.log(`  ${line}`),
        err: console.error,
        progress: null,
      });
    }
    console.log(`Storage of ${operators} operators' years (app tables: the first operator's only):`);
    const metrics = await storageBenchmark(environment);
    for (const [name, metric] of Object.entries(metrics)) {
      console.log(`  ${name}: ${Math.round(metric.value).toLocaleString('en-US')} ${metric.unit}`);
    }
  } finally {
    await app?.stop();
    await pool.end();
    await environment.close();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().catch((error: unknown) => {
  console.error('\nThe capacity probe failed:', error);
  process.exit(1);
});
