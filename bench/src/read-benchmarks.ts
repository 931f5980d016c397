import { inParallel } from '@referrals/api/bench-entry';
import {
  type Conversation,
  CONVERSATION_MAX_PAGE_SIZE,
  INVITATION_GROUPS,
  INVITATION_MAX_PAGE_SIZE,
  INVITATION_PROSPECT_MAX_PAGE_SIZE,
  type InvitationListPage,
  MESSAGE_MAX_PAGE_SIZE,
  NETWORKER_CONTACT_MAX_PAGE_SIZE,
  type NetworkerContactPage,
  NETWORKER_PROSPECT_MAX_PAGE_SIZE,
  NOTIFICATION_MAX_PAGE_SIZE,
  type Page,
  PROSPECT_HISTORY_MAX_PAGE_SIZE,
} from '@referrals/contracts';
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
/**
 * Steps of one contact's history, messages of one conversation, an operator's conversations and an
 * invitation's recommendations: more than their largest page.
 */
const LONG_HISTORY = 110;

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
 * operator's largest tab), `read.contacts_with_status.p99_ms` (a networker with 500 contacts), and the
 * largest pages of the lists those contacts grow (`read.contacts_page`, `read.prospects_page`,
 * `read.notifications_page`), of an operator's conversations with 110 networkers
 * (`read.conversations_page`) and of an invitation's 110 prospects (`read.invitation_prospects_page`),
 * then of a contact's history and a conversation's thread (`read.history_page`, `read.messages_page`),
 * each at 200 rps.
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
  const contactsOperator = await registerOperator(client, 'contacts');
  const networker = await registerNetworker(client, contactsOperator, 'reads');
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
  // The largest page of the lists those contacts grew: the networker's own section, the operator's
  // Prospect Status and the operator's notifications (one for each contact submitted).
  const { counts: sections } = await client.get<NetworkerContactPage>(
    '/api/networker/contacts-with-status/page?section=contacts',
    networker.session,
  );
  const [largestSection] = Object.entries(sections).sort(([, a], [, b]) => b - a)[0]!;
  const contactsPage = `/api/networker/contacts-with-status/page?section=${largestSection}&limit=${NETWORKER_CONTACT_MAX_PAGE_SIZE}`;
  const prospectsPage = `/api/operator/networkers-with-prospects/page?limit=${NETWORKER_PROSPECT_MAX_PAGE_SIZE}`;
  const notificationsPage = `/api/notifications/page?limit=${NOTIFICATION_MAX_PAGE_SIZE}`;
  await expectFullPage(client, contactsPage, networker.session, 'the networker’s contacts');
  await expectFullPage(client, prospectsPage, contactsOperator.session, 'Prospect Status');
  await expectFullPage(client, notificationsPage, contactsOperator.session, 'notifications');

  const metrics: Metrics = {
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
    'read.contacts_page.p99_ms': {
      value: await p99At200Rps(client.baseUrl, contactsPage, networker.session, settings, 'contacts page'),
      unit: 'ms',
    },
    'read.prospects_page.p99_ms': {
      value: await p99At200Rps(
        client.baseUrl,
        prospectsPage,
        contactsOperator.session,
        settings,
        'prospect status page',
      ),
      unit: 'ms',
    },
    'read.notifications_page.p99_ms': {
      value: await p99At200Rps(
        client.baseUrl,
        notificationsPage,
        contactsOperator.session,
        settings,
        'notifications page',
      ),
      unit: 'ms',
    },
  };

  // An operator's conversations, one with each networker who accepted an invitation of theirs.
  const talkativeOperator = await registerOperator(client, 'conversations');
  await inParallel(LONG_HISTORY, 4, (index) =>
    registerNetworker(client, talkativeOperator, `conversations-${index}`),
  );
  await waitForProjections(client.baseUrl);
  const conversationsPage = `/api/conversations/page?limit=${CONVERSATION_MAX_PAGE_SIZE}`;
  await expectFullPage(client, conversationsPage, talkativeOperator.session, 'the conversations list');
  metrics['read.conversations_page.p99_ms'] = {
    value: await p99At200Rps(
      client.baseUrl,
      conversationsPage,
      talkativeOperator.session,
      settings,
      'conversations page',
    ),
    unit: 'ms',
  };

  // An invitation's prospects, more recommendations than its operator's largest page of them.
  const { answer: crowded } = await client.send<{ id: string }>(
    'POST',
    '/api/networker-invitations',
    talkativeOperator.session,
    { prospectName: 'Crowded Invitation' },
  );
  await inParallel(LONG_HISTORY, 4, (index) =>
    client.send('POST', '/api/prospects', talkativeOperator.session, {
      invitationId: crowded.id,
      prospectName: `Recommended ${index}`,
      prospectCompany: `Company ${index}`,
    }),
  );
  await waitForProjections(client.baseUrl);
  const invitationProspectsPage = `/api/prospects/invitation/${crowded.id}/page?limit=${INVITATION_PROSPECT_MAX_PAGE_SIZE}`;
  await expectFullPage(
    client,
    invitationProspectsPage,
    talkativeOperator.session,
    'an invitation’s prospects',
  );
  metrics['read.invitation_prospects_page.p99_ms'] = {
    value: await p99At200Rps(
      client.baseUrl,
      invitationProspectsPage,
      talkativeOperator.session,
      settings,
      'invitation prospects page',
    ),
    unit: 'ms',
  };

  // Measured after the lists above, which these writes would change: a contact's history and the
  // operator's thread with the networker, each longer than its largest page (the operator notes the
  // contact and writes to the networker, one after the other as a person would).
  const [contact] = contacts as { id: string }[];
  const [conversation] = await client.get<Conversation[]>('/api/conversations', contactsOperator.session);
  if (!contact || !conversation) throw new Error('the networker has no contact or no conversation');
  for (let index = 0; index < LONG_HISTORY; index++) {
    await client.send('POST', `/api/prospects/${contact.id}/status-updates`, contactsOperator.session, {
      status: 'submitted',
      notes: `Note ${index}`,
    });
    await client.send('POST', `/api/conversations/${conversation.id}/messages`, contactsOperator.session, {
      message: `Message ${index}`,
    });
  }
  await waitForProjections(client.baseUrl);
  const historyPage = `/api/audit/prospects/${contact.id}/history/page?limit=${PROSPECT_HISTORY_MAX_PAGE_SIZE}`;
  const threadPage = `/api/conversations/${conversation.id}/messages/page?limit=${MESSAGE_MAX_PAGE_SIZE}`;
  await expectFullPage(client, historyPage, contactsOperator.session, 'a prospect’s history');
  await expectFullPage(client, threadPage, contactsOperator.session, 'a conversation');
  metrics['read.history_page.p99_ms'] = {
    value: await p99At200Rps(client.baseUrl, historyPage, contactsOperator.session, settings, 'history page'),
    unit: 'ms',
  };
  metrics['read.messages_page.p99_ms'] = {
    value: await p99At200Rps(client.baseUrl, threadPage, contactsOperator.session, settings, 'messages page'),
    unit: 'ms',
  };
  return metrics;
}

/** Stops the stage unless the page is full: a figure of a short page would flatter the largest. */
async function expectFullPage(
  client: BenchHttpClient,
  path: string,
  session: SessionHeaders,
  list: string,
): Promise<void> {
  const page = await client.get<Page<unknown>>(path, session);
  const limit = Number(new URLSearchParams(path.split('?')[1]).get('limit'));
  if (page.items.length !== limit)
    throw new Error(`the largest page of ${list} holds ${page.items.length} items, not ${limit}`);
}
