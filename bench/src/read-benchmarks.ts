import { inParallel } from '@referrals/api/bench-entry';
import { INVITATION_GROUPS, INVITATION_MAX_PAGE_SIZE, type InvitationListPage } from '@referrals/contracts';
import type pg from 'pg';
import { waitForProjections } from './bench-app-state.js';
import type { BenchHttpClient } from './bench-http-client.js';
import { median, type Metrics } from './bench-metrics.js';
import { registerNetworker, registerOperator } from './bench-parties.js';
import type { BenchSettings } from './bench-settings.js';
import { runLoad } from './load-generator.js';
import { type LoadExpectations, READS, reportableFigures, warmUp } from './load-verdict.js';
import type { SessionHeaders } from './bench-http-client.js';
import { appendCopies } from './log-copies.js';

const READ_RPS = 200;
const INVITATIONS = 1000;
const PROSPECTS_PER_INVITATION = 20;
const CONTACTS = 500;
const CONTACTS_PER_SUBMISSION = 25;

async function p99At200Rps(
  url: string,
  path: string,
  session: SessionHeaders,
  settings: BenchSettings,
  label: string,
): Promise<number> {
  const started = performance.now();
  const alone = await fetch(`${url}${path}`, { headers: session });
  await alone.arrayBuffer();
  console.log(`  ${label}: one request alone takes ${(performance.now() - started).toFixed(0)} ms`);
  const run = async (seconds: number, name: string, expectations: LoadExpectations) => {
    const result = await runLoad({
      url,
      connections: 32,
      seconds,
      rate: READ_RPS,
      requests: { kind: 'get', path, session },
    });
    return reportableFigures(`reads, ${label} ${name}`, result, expectations);
  };
  await run(Math.min(3, settings.loadSeconds), 'warm-up', warmUp(READS));
  const p99s: number[] = [];
  for (let index = 1; index <= settings.repeats; index++) {
    const figures = await run(settings.loadSeconds, `run ${index}`, READS);
    console.log(`  ${label} run ${index}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`);
    p99s.push(figures.p99Ms);
  }
  return median(p99s);
}

/**
 * `read.invitations_list.p99_ms` (an operator with 1,000 invitations and 20,000 prospects, the spec's
 * whole list), `read.invitations_page.p99_ms` (the largest page the screens ask for, of the same
 * operator's largest tab) and `read.contacts_with_status.p99_ms` (a networker with 500 contacts), each at
 * 200 rps.
 */
export async function readBenchmarks(
  client: BenchHttpClient,
  pool: pg.Pool,
  settings: BenchSettings,
): Promise<Metrics> {
  // One invitation with its 20 recommended prospects through the API, then copied under the same operator.
  const operator = await registerOperator(client, 'reads');
  const { answer: invitation } = await client.send<{ id: string }>(
    'POST',
    '/api/networker-invitations',
    operator.session,
    {
      prospectName: 'Template Networker',
    },
  );
  await inParallel(PROSPECTS_PER_INVITATION, 4, (index) =>
    client.send('POST', '/api/prospects', operator.session, {
      invitationId: invitation.id,
      prospectName: `Prospect ${index}`,
      prospectCompany: `Company ${index}`,
      prospectTitle: 'VP Sales',
    }),
  );
  const { rows } = await pool.query<{ stream_name: string; last: string }>(
    `SELECT stream_name, max(position)::text AS last FROM events
      WHERE stream_name = $1 OR data->>'invitationId' = $2 GROUP BY stream_name`,
    [`invitation-${invitation.id}`, invitation.id],
  );
  const started = performance.now();
  const copied = await appendCopies(pool, {
    upToPosition: Math.max(...rows.map((row) => Number(row.last))),
    streams: rows.map((row) => row.stream_name),
    copies: Array.from({ length: INVITATIONS - 1 }, (_, index) => index + 1),
    keepIds: [operator.userId],
  });
  await waitForProjections(client.baseUrl);
  console.log(
    `  ${copied} events copied and projected in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const invitations = await client.get<unknown[]>('/api/networker-invitations', operator.session);
  if (invitations.length !== INVITATIONS)
    throw new Error(`the operator has ${invitations.length} invitations, not ${INVITATIONS}`);
  const { counts } = await client.get<InvitationListPage>(
    `/api/networker-invitations/page?group=${INVITATION_GROUPS[0]!.group}`,
    operator.session,
  );
  const [largestGroup] = Object.entries(counts).sort(([, a], [, b]) => b - a)[0]!;
  const largestPage = `/api/networker-invitations/page?group=${largestGroup}&limit=${INVITATION_MAX_PAGE_SIZE}`;

  // A networker (of another operator) who submitted 500 contacts through the API.
  const networker = await registerNetworker(client, await registerOperator(client, 'contacts'), 'reads');
  for (let first = 0; first < CONTACTS; first += CONTACTS_PER_SUBMISSION) {
    await client.send('POST', `/api/prospect-submissions/${networker.invitationId}`, networker.session, {
      manualContacts: Array.from({ length: CONTACTS_PER_SUBMISSION }, (_, index) => ({
        name: `Contact ${first + index}`,
        company: `Company ${first + index}`,
      })),
    });
  }
  await waitForProjections(client.baseUrl);
  const contacts = await client.get<unknown[]>('/api/networker/contacts-with-status', networker.session);
  if (contacts.length !== CONTACTS)
    throw new Error(`the networker has ${contacts.length} contacts, not ${CONTACTS}`);

  return {
    'read.invitations_list.p99_ms': {
      value: await p99At200Rps(
        client.baseUrl,
        '/api/networker-invitations',
        operator.session,
        settings,
        'invitations list',
      ),
      unit: 'ms',
    },
    'read.invitations_page.p99_ms': {
      value: await p99At200Rps(client.baseUrl, largestPage, operator.session, settings, 'invitations page'),
      unit: 'ms',
    },
    'read.contacts_with_status.p99_ms': {
      value: await p99At200Rps(
        client.baseUrl,
        '/api/networker/contacts-with-status',
        networker.session,
        settings,
        'contacts with status',
      ),
      unit: 'ms',
    },
  };
}
