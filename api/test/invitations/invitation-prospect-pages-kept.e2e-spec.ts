import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InvitationProspectPage } from '@referrals/contracts';
import request from 'supertest';
import { eventually } from '../support/notifications-test-app.js';
import { operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const pagePath = (invitationId: string) => `/api/prospects/invitation/${invitationId}/page`;
const namesOn = (page: request.Response) =>
  (page.body as InvitationProspectPage).items.map((prospect) => prospect.prospectName);

describe("an invitation's prospects, a page at a time, kept in the answer cache", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'invitation_prospects_kept' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is served from the cache until a projector writes it: a new recommendation, then the terms an approval fixes', async () => {
    const operator = await operatorReadyToInvite(app, 'Quinn Keeper');
    const networker = await networkerWithContacts(app, operator, ['Ada']);
    const adaId = networker.contacts['Ada']!;
    const page = () =>
      request(app.url).get(pagePath(networker.invitationId)).set(operator.session.headers).expect(200);

    const first = await page();
    expect(namesOn(first)).toEqual(['Ada']);
    expect((first.body as InvitationProspectPage).items[0]!.terms).toBeNull();

    // Kept once it went out: a change behind the projectors' back is not seen, and a client's copy is current.
    await eventually(page, (response) => response.headers['content-encoding'] === 'gzip');
    await app.sql(`UPDATE prospects SET prospect_name = 'Renamed directly' WHERE id = $1`, [adaId]);
    expect((await page()).body).toEqual(first.body);
    await request(app.url)
      .get(pagePath(networker.invitationId))
      .set(operator.session.headers)
      .set('If-None-Match', first.headers['etag'] as string)
      .expect(304);

    // Another operator is refused as before, never handed the kept page.
    const stranger = await operatorReadyToInvite(app, 'Stella Stranger');
    await request(app.url).get(pagePath(networker.invitationId)).set(stranger.session.headers).expect(403);

    // The prospects projector refreshes it: a new recommendation, and the row changed meanwhile.
    await recommendProspect(app, operator, networker.invitationId, { prospectName: 'Priya Prospect' });
    const recommended = await eventually(page, (response) => namesOn(response).length === 2);
    expect(namesOn(recommended)).toEqual(['Renamed directly', 'Priya Prospect']);

    // The bounty ledger's projector refreshes it too: the terms an approval fixes, which it writes.
    await moveProspectTo(app, operator, adaId, 'approved');
    const approved = await eventually(
      page,
      (response) => (response.body as InvitationProspectPage).items[0]!.terms !== null,
    );
    expect((approved.body as InvitationProspectPage).items[0]!.approvalStatus).toBe('approved');
  });
});
