import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  AuthUser,
  BountyLedgerAnswer,
  Conversation,
  ConversationMessage,
  DashboardStats,
  DisputeListItem,
  InvitationListItem,
  InvitationProspect,
  OperatorOnboarding,
  PublicInvitationAnswer,
  ReviewListItem,
} from '@referrals/contracts';
import request from 'supertest';
import { DEMO_PAGE_SLUG } from '../../src/demo/demo-workspace.js';
import {
  DEMO_NETWORKER_PASSWORD,
  DEMO_NETWORKERS,
  DEMO_OPERATOR,
} from '../../src/identity/accounts/demo-accounts.js';
import { loginUser } from '../support/identity-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

/** One contact at every stage of the pipeline (the pending recommendation has no status yet). */
const EVERY_STAGE_ONCE = {
  submitted: 1,
  under_review: 1,
  approved: 1,
  intro_made: 1,
  meeting_scheduled: 1,
  meeting_held: 1,
  review_completed: 1,
  rejected: 1,
};

describe('the demo workspace', () => {
  let app: TestApp;
  let session: TestSession;

  const get = async <Answer>(path: string, as: TestSession = session) =>
    (await request(app.url).get(path).set(as.headers).expect(200)).body as Answer;

  beforeAll(async () => {
    app = await startTestApp({ label: 'demo_workspace', env: { SEED_DEMO_OPERATOR: 'true' } });
    session = await loginUser(app, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    // The workspace is written in the background once the app is up, its contacts' stories side by
    // side: it is there once the last step of each kind is.
    const deadline = Date.now() + 60_000;
    const written = async () => {
      const [conversations, disputes, reviews, ledger] = await Promise.all([
        get<Conversation[]>('/api/conversations'),
        get<DisputeListItem[]>('/api/disputes'),
        get<ReviewListItem[]>('/api/reviews/given'),
        get<BountyLedgerAnswer>('/api/operator/bounty-ledger'),
      ]);
      return (
        conversations.some((conversation) => conversation.lastMessage?.includes('signed this week')) &&
        disputes.length > 0 &&
        reviews.length > 0 &&
        ledger.entries.filter((entry) => entry.state === 'approved' || entry.state === 'paid').length === 6
      );
    };
    while (!(await written()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives the demo operator a profile, two invitations with recommendations and a public page', async () => {
    const invitations = await get<InvitationListItem[]>('/api/networker-invitations');
    expect(invitations).toHaveLength(2);
    const personal = invitations.find((item) => item.kind === 'personal');
    expect(personal).toMatchObject({ inviteeName: 'Nora Networker', referralBounty: '250.00' });
    const prospects = await get<InvitationProspect[]>(`/api/prospects/invitation/${personal!.id}`);
    expect(prospects.map((prospect) => prospect.prospectName)).toEqual(
      expect.arrayContaining(['Priya Patel', 'Marcus Lee', 'Elena Rossi', 'Ben Carter']),
    );

    // The demo operator's page is served by name to anyone, from the seeded profile.
    const page = (await request(app.url).get(`/api/invite/${DEMO_PAGE_SLUG}`).expect(200))
      .body as PublicInvitationAnswer;
    expect(page).toMatchObject({ kind: 'generic', slug: DEMO_PAGE_SLUG, status: 'active' });
    expect(page.operatorProfile).toMatchObject({
      fullName: 'Dana Demo',
      meetingFormat: '30-minute video call',
    });
  });

  it('has contacts at every stage, paid bounties, a won deal, an open dispute, reviews and messages', async () => {
    // Every screen of the operator reads it (each list once, to prove it answers).
    for (const path of [
      '/api/operator/networkers-with-prospects',
      '/api/dashboard/activity',
      '/api/reviews/given',
      '/api/notifications',
    ])
      await get(path);
    const stats = await get<DashboardStats>('/api/dashboard/stats');
    expect(stats.funnel).toEqual(EVERY_STAGE_ONCE);

    const ledger = await get<BountyLedgerAnswer>('/api/operator/bounty-ledger');
    const paid = ledger.entries.filter((entry) => entry.state === 'paid');
    expect(paid.map((entry) => `${entry.prospectName} ${entry.kind}`).sort()).toEqual([
      'James Chen intro',
      'Priya Patel intro',
      'Priya Patel meeting',
      'Sofia Martinez intro',
    ]);
    expect(ledger.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ prospectName: 'Priya Patel', kind: 'win', state: 'approved' }),
        expect.objectContaining({
          prospectName: 'Priya Patel',
          kind: 'revenue_share',
          dealValue: '48000.00',
        }),
        expect.objectContaining({ prospectName: 'Elena Rossi', kind: 'intro', state: 'approved' }),
        expect.objectContaining({ prospectName: 'James Chen', kind: 'meeting', state: 'earned' }),
      ]),
    );

    const disputes = await get<DisputeListItem[]>('/api/disputes');
    expect(disputes).toEqual([
      expect.objectContaining({ prospectName: 'James Chen', kind: 'meeting', reason: 'bounty_not_paid' }),
    ]);
    expect(disputes[0]!.status).not.toBe('resolved');

    const received = await get<ReviewListItem[]>('/api/reviews/received');
    expect(received).toHaveLength(1);
    const nora = await loginUser(app, DEMO_NETWORKERS.nora.email, DEMO_NETWORKER_PASSWORD);
    expect(await get<ReviewListItem[]>('/api/reviews/received', nora)).toHaveLength(1);

    const [conversation] = await get<Conversation[]>('/api/conversations');
    const messages = await get<ConversationMessage[]>(`/api/conversations/${conversation!.id}/messages`);
    expect(messages).toHaveLength(4);
  });

  it('is written by its people: every event of the workspace names the user who acted', async () => {
    const unnamed = await app.sql<{ type: string }>(
      `SELECT DISTINCT type FROM events WHERE metadata->>'actorUserId' IS NULL`,
    );
    expect(unnamed).toEqual([]);
  });

  it('marks the demo accounts and ticks the whole onboarding checklist', async () => {
    expect(await get<AuthUser>('/api/auth/me')).toMatchObject({ email: DEMO_OPERATOR.email, demo: true });
    const omar = await loginUser(app, DEMO_NETWORKERS.omar.email, DEMO_NETWORKER_PASSWORD);
    expect(await get<AuthUser>('/api/auth/me', omar)).toMatchObject({ activeRole: 'networker', demo: true });
    expect((await get<OperatorOnboarding>('/api/dashboard/onboarding')).complete).toBe(true);
  });

  it('adds nothing when the app starts again', async () => {
    const before = await app.sql<{ count: number }>('SELECT count(*)::int AS count FROM events');
    const again = await startTestApp({
      label: 'demo_workspace',
      joining: app,
      env: { SEED_DEMO_OPERATOR: 'true' },
    });
    await again.close();
    expect(await get<InvitationListItem[]>('/api/networker-invitations')).toHaveLength(2);
    expect((await get<DashboardStats>('/api/dashboard/stats')).funnel).toEqual(EVERY_STAGE_ONCE);
    const after = await app.sql<{ count: number }>('SELECT count(*)::int AS count FROM events');
    expect(after[0]!.count).toBe(before[0]!.count);
  });
});
