import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUDIT_MESSAGES, type ProspectHistoryPage } from '@referrals/contracts';
import request from 'supertest';
import { actingAsAuditor } from '../support/auditor-builders.js';
import { registerUser } from '../support/identity-client.js';
import { eventually } from '../support/notifications-test-app.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const isKept = (response: request.Response) => response.headers['content-encoding'] === 'gzip';
const typesOf = (response: request.Response) =>
  (response.body as ProspectHistoryPage).items.map((event) => event.type);

describe('a prospect’s history pages, kept while their streams are unchanged', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'kept_history_pages' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves the kept page until a stream it was read from grows, to its parties and auditors only', async () => {
    const operator = await operatorReadyToInvite(app, 'Hana Historian');
    const networker = await networkerWithContacts(app, operator, ['Priya']);
    const priya = networker.contacts['Priya']!;
    const page = (as: TestSession = operator.session, query = '?limit=50') =>
      request(app.url).get(`/api/audit/prospects/${priya}/history/page${query}`).set(as.headers);

    const first = await page().expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"/);
    expect(typesOf(first)).toEqual(['InvitationCreated', 'ProspectSubmitted']);
    await eventually(() => page().expect(200), isKept);

    // Account names never change in the app: one changed behind its back shows the page is the kept one.
    await app.sql(`UPDATE users SET name = 'Renamed directly' WHERE id = $1`, [networker.networkerUserId]);
    const kept = await page().expect(200);
    expect(kept.body).toEqual(first.body);
    expect(kept.headers['etag']).toBe(etag);
    await page().set('If-None-Match', etag).expect(304);
    // Another query string is another page: read from the log.
    const other = await page(operator.session, '?limit=49').expect(200);
    const submitted = (other.body as ProspectHistoryPage).items.find(
      (event) => event.type === 'ProspectSubmitted',
    );
    expect(submitted!.actorName).toBe('Renamed directly');

    // A new event in the prospect's stream: the page is read again.
    await moveProspectTo(app, operator, priya, 'approved');
    const moved = await page().set('If-None-Match', etag).expect(200);
    expect(typesOf(moved)).toContain('ProspectStatusChanged');
    expect(moved.headers['etag']).not.toBe(etag);
    await eventually(() => page().expect(200), isKept);

    // A message about her, in the parties' conversation: so is it.
    const [conversation] = (
      await request(app.url).get('/api/conversations').set(operator.session.headers).expect(200)
    ).body as { id: string }[];
    await request(app.url)
      .post(`/api/conversations/${conversation!.id}/messages`)
      .set(operator.session.headers)
      .send({ message: 'About Priya', prospectId: priya })
      .expect(201);
    expect(typesOf(await page().expect(200)).at(-1)).toBe('MessageSent');
    await eventually(() => page().expect(200), isKept);

    // The kept page is still refused to an outsider, and served to the networker and an auditor.
    const outsider = await registerUser(app);
    const refused = await page(outsider.session).expect(403);
    expect((refused.body as { message: string }).message).toBe(AUDIT_MESSAGES.notAParty);
    expect(isKept(await page(networker.session).expect(200))).toBe(true);
    const auditor = await actingAsAuditor(app, await registerUser(app));
    expect(isKept(await page(auditor).expect(200))).toBe(true);
  });
});
