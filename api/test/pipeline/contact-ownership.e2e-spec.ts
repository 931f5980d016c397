import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  contactAlreadyClaimedMessage,
  formatProtectionDate,
  type NetworkerContact,
} from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { aNetworkerRegistration, registerNetworker } from '../support/networker-builders.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const messageOf = (response: { body: unknown }): string => (response.body as { message: string }).message;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('ownership protection of submitted contacts', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ label: 'contact_ownership', env: { OWNERSHIP_PROTECTION_DAYS: '30' } });
    operator = await operatorReadyToInvite(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A networker who joined a fresh invitation of this operator (with no contacts yet). */
  async function networkerOf(
    owner: RegisteredUser = operator,
  ): Promise<{ session: TestSession; slug: string }> {
    const invitation = await createInvitation(app, owner);
    const { session } = await registerNetworker(app, invitation.id);
    return { session, slug: invitation.slug };
  }

  const submit = (
    networker: { session: TestSession; slug: string },
    contact: { prospectName: string; prospectCompany: string; linkedinUrl?: string },
  ) =>
    request(app.url)
      .post('/api/prospect-submissions')
      .set(networker.session.headers)
      .send({ invitationUuid: networker.slug, ...contact });

  const contactsOf = async (session: TestSession) =>
    (await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200))
      .body as NetworkerContact[];

  it('refuses the same LinkedIn profile from another networker, and tells the owner until when it is theirs', async () => {
    const first = await networkerOf();
    const second = await networkerOf();
    const before = Date.now();
    await submit(first, {
      prospectName: 'Jane Doe',
      prospectCompany: 'Acme',
      linkedinUrl: 'https://www.linkedin.com/in/jane-doe-owned',
    }).expect(201);

    const [owned] = await contactsOf(first.session);
    const until = new Date(owned!.protectedUntil!);
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(until.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

    // The same profile under another spelling of its address and of the name.
    const taken = await submit(second, {
      prospectName: 'J. Doe',
      prospectCompany: 'Acme Corp',
      linkedinUrl: 'linkedin.com/in/Jane-Doe-Owned/?trk=share',
    }).expect(409);
    expect(messageOf(taken)).toBe(
      contactAlreadyClaimedMessage('J. Doe', { ownedBySubmitter: false, protectedUntil: until }),
    );
    expect(await contactsOf(second.session)).toEqual([]);

    const again = await submit(first, {
      prospectName: 'Jane Doe',
      prospectCompany: 'Acme',
      linkedinUrl: 'https://linkedin.com/in/jane-doe-owned',
    }).expect(409);
    expect(messageOf(again)).toContain(`protected for you until ${formatProtectionDate(until)}`);
    expect(await contactsOf(first.session)).toHaveLength(1);
  });

  it('knows a contact without a profile address by name and company', async () => {
    const first = await networkerOf();
    const second = await networkerOf();
    await submit(first, { prospectName: 'Sam  Smith', prospectCompany: 'Globex, Inc.' }).expect(201);
    await submit(second, { prospectName: 'sam smith', prospectCompany: 'GLOBEX INC' }).expect(409);
    await submit(second, { prospectName: 'Sam Smith', prospectCompany: 'Initech' }).expect(201);
  });

  it('knows a contact whose name holds quotes, braces and backslashes (its key is written into a statement)', async () => {
    const first = await networkerOf();
    const second = await networkerOf();
    const contact = { prospectName: `Dara O'Neil "D" {x}, \\ Jr.`, prospectCompany: `Quote's {Co} \\` };
    await submit(first, contact).expect(201);
    await submit(second, contact).expect(409);
    expect((await contactsOf(first.session)).map((row) => row.prospectName)).toEqual([contact.prospectName]);
  });

  it("leaves other operators' pipelines alone", async () => {
    const mine = await networkerOf();
    await submit(mine, { prospectName: 'Olive Open', prospectCompany: 'Hooli' }).expect(201);
    const otherOperator = await operatorReadyToInvite(app, 'Omar Other');
    const theirs = await networkerOf(otherOperator);
    await submit(theirs, { prospectName: 'Olive Open', prospectCompany: 'Hooli' }).expect(201);
  });

  it('refuses a contact repeated within one submission, and keeps none of it', async () => {
    const invitation = await createInvitation(app, operator);
    const body = aNetworkerRegistration(invitation.id, {
      newContacts: [
        { prospectName: 'Ted Twice', prospectCompany: 'Umbrella' },
        { prospectName: 'ted twice', prospectCompany: 'Umbrella' },
      ],
    });
    const response = await request(app.url)
      .post('/api/networker-registration')
      .set((await visitorSession(app)).headers)
      .send(body)
      .expect(409);
    expect(messageOf(response)).toContain('appears more than once');
    const [registered] = await app.sql<{ count: string }>('SELECT count(*) FROM users WHERE email = $1', [
      body.email,
    ]);
    expect(registered!.count).toBe('0');
  });

  it('gives the contact to one of two networkers submitting it at the same moment', async () => {
    // Set up one after the other: invitations of one operator made at the same moment may refuse each
    // other (409), and only the submissions below are meant to race.
    const networkers = [await networkerOf(), await networkerOf(), await networkerOf()];
    const answers = await Promise.all(
      networkers.map((networker) =>
        submit(networker, { prospectName: 'Cora Contested', prospectCompany: 'Vandelay' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('lets another networker submit the contact once its protection has ended', async () => {
    const first = await networkerOf();
    const second = await networkerOf();
    await submit(first, { prospectName: 'Eve Expired', prospectCompany: 'Stark' }).expect(201);
    await submit(second, { prospectName: 'Eve Expired', prospectCompany: 'Stark' }).expect(409);
    await app.sql(`UPDATE contact_claims SET protected_until = now() - interval '1 minute'
      WHERE contact_key = 'name:eve expired|stark'`);
    await submit(second, { prospectName: 'Eve Expired', prospectCompany: 'Stark' }).expect(201);
    const [claim] = await app.sql<{ count: string }>(
      `SELECT count(*) FROM contact_claims WHERE contact_key = 'name:eve expired|stark' AND protected_until > now()`,
    );
    expect(claim!.count).toBe('1');
  });
});
