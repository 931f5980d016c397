import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AUTH_API_MESSAGES,
  type EventStore,
  type RecordedEvent,
  type SalesOperatorJoinedWaitlistData,
  WAITLIST_EVENT_TYPES,
  WAITLIST_MESSAGES as M,
  WAITLIST_SALES_OPERATOR_PATH,
  waitlistStream,
} from '@referrals/contracts';
import request from 'supertest';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

const messageOf = (response: request.Response): string => (response.body as { message: string }).message;

/** A complete form; each test gives its own email so the tests share nothing. */
const aForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Sally Seller',
  email,
  linkedinUrl: 'https://www.linkedin.com/in/sally-seller',
  phone: '+1 415 555 0100',
  ...overrides,
});

describe('the sales-operator waitlist', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Every request here comes from one address: the limit has its own test below.
    app = await startTestApp({ label: 'waitlist', env: { WAITLIST_JOINS_PER_IP_PER_HOUR: '1000' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const join = async (body: object) => {
    const visitor = await visitorSession(app);
    return request(app.url).post(WAITLIST_SALES_OPERATOR_PATH).set(visitor.headers).send(body);
  };
  const store = () => app.running.app.get<EventStore>(EVENT_STORE);
  /**
   * Every waitlist event in the store whose email is this one, read from each stream that holds one.
   * Not from the global feed: it shows an event only once every older transaction of the server has
   * ended, which on a busy machine (other test files' databases) can be well after the answer.
   */
  async function entriesFor(email: string): Promise<RecordedEvent[]> {
    const streams = await app.sql<{ stream_name: string }>(
      `SELECT DISTINCT stream_name FROM events WHERE type = $1 AND data->>'email' = $2`,
      [WAITLIST_EVENT_TYPES.salesOperatorJoinedWaitlist, email],
    );
    const found: RecordedEvent[] = [];
    for (const { stream_name: streamName } of streams) {
      for await (const event of store().readStream(streamName)) {
        if ((event.data as SalesOperatorJoinedWaitlistData).email === email) found.push(event);
      }
    }
    return found;
  }
  const claimsFor = (email: string) =>
    app.sql<{ entry_id: string }>('SELECT entry_id FROM waitlist_claims WHERE email = $1', [email]);

  it('adds a visitor who is not signed in as one SalesOperatorJoinedWaitlist on its own stream', async () => {
    const response = await join(
      aForm('  Sally.Seller@Example.com ', { fullName: '  Sally Seller ', phone: ' +1 415 555 0100 ' }),
    );

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: M.joined });
    const [event, ...others] = await entriesFor('sally.seller@example.com');
    expect(others).toEqual([]);
    const { entryId } = event!.data as SalesOperatorJoinedWaitlistData;
    expect(event).toMatchObject({
      type: 'SalesOperatorJoinedWaitlist',
      streamName: waitlistStream(entryId),
      data: {
        entryId,
        fullName: 'Sally Seller',
        email: 'sally.seller@example.com',
        linkedinUrl: 'https://www.linkedin.com/in/sally-seller',
        phone: '+1 415 555 0100',
      },
      metadata: { actorUserId: null, actorRole: 'anonymous' },
    });
    expect(await claimsFor('sally.seller@example.com')).toEqual([{ entry_id: entryId }]);
  });

  it('takes the phone as optional: left out, null or blank, it is recorded as none', async () => {
    const emails = ['no-phone@example.com', 'null-phone@example.com', 'blank-phone@example.com'];
    const { phone: _left, ...withoutPhone } = aForm(emails[0]!);
    expect((await join(withoutPhone)).status).toBe(201);
    expect((await join(aForm(emails[1]!, { phone: null }))).status).toBe(201);
    expect((await join(aForm(emails[2]!, { phone: '   ' }))).status).toBe(201);
    for (const email of emails) {
      const [event] = await entriesFor(email);
      expect((event?.data as SalesOperatorJoinedWaitlistData).phone).toBeNull();
    }
  });

  it.each([
    ['a missing full name', { fullName: undefined }, M.fullNameRequired],
    ['a blank full name', { fullName: '   ' }, M.fullNameRequired],
    ['a full name that is not text', { fullName: 42 }, M.fullNameRequired],
    ['a full name that is too long', { fullName: 'S'.repeat(201) }, M.fullNameTooLong],
    ['a missing email', { email: undefined }, M.emailRequired],
    ['a blank email', { email: ' ' }, M.emailRequired],
    ['an invalid email', { email: 'sally-at-example.com' }, M.emailInvalid],
    ['a missing LinkedIn URL', { linkedinUrl: undefined }, M.linkedinUrlRequired],
    ['a LinkedIn URL without its scheme', { linkedinUrl: 'linkedin.com/in/sally' }, M.linkedinUrlInvalid],
    ['a script for a LinkedIn URL', { linkedinUrl: 'javascript:alert(1)' }, M.linkedinUrlInvalid],
    ['a LinkedIn URL that is not one', { linkedinUrl: 'sally seller' }, M.linkedinUrlInvalid],
    ['a phone that is not a number', { phone: 'call me maybe' }, M.phoneInvalid],
    ['a phone that is too long', { phone: '1'.repeat(41) }, M.phoneInvalid],
  ])('refuses %s with 400 in the form’s wording, recording nothing', async (_case, overrides, message) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@example.com`;
    const body = aForm(email, overrides);
    const response = await join(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, error: message, message });
    expect(await claimsFor(email)).toEqual([]);
  });

  it('names every missing field at once', async () => {
    const response = await join({});
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(`${M.fullNameRequired}; ${M.emailRequired}; ${M.linkedinUrlRequired}`);
  });

  it('refuses a field the form does not have', async () => {
    const response = await join(aForm('unknown-field@example.com', { company: 'Acme' }));
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('Unknown field "company"');
    expect(await claimsFor('unknown-field@example.com')).toEqual([]);
  });

  it('refuses a join without the session’s CSRF token, as every public form does', async () => {
    const response = await request(app.url)
      .post(WAITLIST_SALES_OPERATOR_PATH)
      .send(aForm('no-token@example.com'));
    expect(response.status).toBe(403);
    expect(messageOf(response)).toBe(AUTH_API_MESSAGES.csrfInvalid);
    expect(await claimsFor('no-token@example.com')).toEqual([]);
  });

  it('answers a second join with the same email (any case, any spaces) as the first, recording nothing more', async () => {
    expect((await join(aForm('repeat@example.com'))).status).toBe(201);

    const again = await join(aForm('  REPEAT@Example.com ', { fullName: 'Someone Else', phone: undefined }));

    expect(again.status).toBe(201);
    expect(again.body).toEqual({ message: M.joined });
    const entries = await entriesFor('repeat@example.com');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.data).toMatchObject({ fullName: 'Sally Seller' });
  });

  it('stores one entry when the same email joins several times at the same moment', async () => {
    const spellings = ['same@example.com', 'SAME@example.com', ' same@example.com', 'Same@Example.com '];

    const responses = await Promise.all(spellings.map((email) => join(aForm(email))));

    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(responses.map(messageOf)).toEqual(spellings.map(() => M.joined));
    expect(await entriesFor('same@example.com')).toHaveLength(1);
    expect(await claimsFor('same@example.com')).toHaveLength(1);
  });
});

describe('the waitlist rate limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'waitlist-limit', env: { WAITLIST_JOINS_PER_IP_PER_HOUR: '2' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses the third join from one address within the hour with 429 and Retry-After', async () => {
    const visitor = await visitorSession(app);
    const send = (email: string) =>
      request(app.url).post(WAITLIST_SALES_OPERATOR_PATH).set(visitor.headers).send(aForm(email));
    expect((await send('first@example.com')).status).toBe(201);
    expect((await send('second@example.com')).status).toBe(201);

    const refused = await send('third@example.com');

    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toBe(M.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await app.sql('SELECT email FROM waitlist_claims ORDER BY email')).toEqual([
      { email: 'first@example.com' },
      { email: 'second@example.com' },
    ]);
  });
});
