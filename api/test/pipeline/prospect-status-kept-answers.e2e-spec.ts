import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NetworkerProspectPage, NetworkerWithProspects } from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { eventually } from '../support/notifications-test-app.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const LIST_PATH = '/api/operator/networkers-with-prospects';
const PAGE_PATH = '/api/operator/networkers-with-prospects/page';

/** Who made each step of the contact's timeline, on the first page and in the full list. */
function stepAuthors(page: request.Response, list: request.Response) {
  const [row] = (page.body as NetworkerProspectPage).items;
  const [networker] = list.body as NetworkerWithProspects[];
  return {
    page: row!.timeline.map((step) => step.updatedBy),
    list: networker!.prospects[0]!.timeline.map((step) => step.updatedBy),
  };
}

describe('Prospect Status, kept in the answer cache', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'prospect_status_kept' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is served from the cache until a projector writes, and names a step by a networker profile created later', async () => {
    const operator: RegisteredUser = await operatorReadyToInvite(app, 'Kim Keeper');
    const networker = await networkerWithContacts(app, operator, ['Ada']);
    const adaId = networker.contacts['Ada']!;
    await moveProspectTo(app, operator, adaId, 'approved');
    const page = () => request(app.url).get(PAGE_PATH).set(operator.session.headers).expect(200);
    const list = () => request(app.url).get(LIST_PATH).set(operator.session.headers).expect(200);

    const first = await page();
    expect(first.headers['etag']).toMatch(/^"/);
    const networkerName = (first.body as NetworkerProspectPage).items[0]!.networker.networkerName;
    expect(stepAuthors(first, await list())).toEqual({
      page: [networkerName, 'Kim Keeper'],
      list: [networkerName, 'Kim Keeper'],
    });

    // Both kept once they went out: a change behind the projectors' back is not seen.
    await eventually(page, (response) => response.headers['content-encoding'] === 'gzip');
    await eventually(list, (response) => response.headers['content-encoding'] === 'gzip');
    await app.sql(`UPDATE prospects SET prospect_name = 'Renamed directly' WHERE id = $1`, [adaId]);
    expect((await page()).body).toEqual(first.body);
    await request(app.url)
      .get(PAGE_PATH)
      .set(operator.session.headers)
      .set('If-None-Match', first.headers['etag'] as string)
      .expect(304);

    // The operator becomes a networker too: the steps they made are named by their new profile.
    await request(app.url)
      .post('/api/networker-profiles')
      .set(operator.session.headers)
      .send({ fullName: 'Kim Networked' })
      .expect(201);
    const renamed = await eventually(
      async () => ({ page: await page(), list: await list() }),
      (answers) => stepAuthors(answers.page, answers.list).page[1] === 'Kim Networked',
    );
    expect(stepAuthors(renamed.page, renamed.list)).toEqual({
      page: [networkerName, 'Kim Networked'],
      list: [networkerName, 'Kim Networked'],
    });
    expect((renamed.page.body as NetworkerProspectPage).items[0]!.prospectName).toBe('Renamed directly');
  });
});
