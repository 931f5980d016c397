import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES, type CommandAnswer, type QueryInvalidation } from '@referrals/contracts';
import request from 'supertest';
import { signInTo, startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';
import { connectLiveSocket, invalidationAt, type LiveSocket } from '../support/live-socket.js';
import { TALLY_CONTEXT } from '../support/tally/tally.module.js';

describe('commands: read-your-writes, concurrency, metadata and live updates', () => {
  let app: TestApp;
  let aliceCookie: TestSession;
  let bobCookie: TestSession;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({
      label: 'commands',
      ...TALLY_CONTEXT,
    });
    aliceCookie = await signInTo(app, { userId: 'alice' });
    bobCookie = await signInTo(app, { userId: 'bob' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app?.close();
  });

  async function connect(session: TestSession): Promise<{ received: QueryInvalidation[] }> {
    const live = await connectLiveSocket(app.url, session.cookie);
    sockets.push(live.socket);
    return live;
  }

  const increment = (tally: string, body: object, cookie = aliceCookie) =>
    request(app.url).post(`/api/test-tallies/${tally}/increments`).set(cookie.headers).send(body);

  it('answers a command only once the caller can read its effect', async () => {
    const tally = randomUUID();
    for (let step = 1; step <= 25; step++) {
      const answer = await increment(tally, { by: 2 }).expect(201);
      expect(answer.body).toMatchObject({
        position: expect.stringMatching(/^\d+-\d+$/),
        readModelsCaughtUp: true,
      });
      const read = await request(app.url)
        .get(`/api/test-tallies/${tally}`)
        .set(aliceCookie.headers)
        .expect(200);
      expect(read.body).toEqual({ total: 2 * step, increments: step });
    }
  });

  it('lets one of two changes based on the same revision win and answers the other 409', async () => {
    const tally = randomUUID();
    await increment(tally, { by: 1 }).expect(201);
    const [first, second] = await Promise.all([
      increment(tally, { by: 1, expectedRevision: 0 }),
      increment(tally, { by: 1, expectedRevision: 0 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toEqual({
      statusCode: 409,
      error: API_MESSAGES.concurrentChange,
      message: API_MESSAGES.concurrentChange,
    });
    const read = await request(app.url).get(`/api/test-tallies/${tally}`).set(aliceCookie.headers);
    expect(read.body).toEqual({ total: 2, increments: 2 });
  });

  it('records the acting user, their role and the request id in the event metadata', async () => {
    const tally = randomUUID();
    await increment(tally, { by: 5 }).set('X-Request-Id', 'req-metadata-1').expect(201);
    const [event] = await app.sql<{ metadata: Record<string, unknown> }>(
      'SELECT metadata FROM events WHERE stream_name = $1',
      [`tally-${tally}`],
    );
    expect(event?.metadata).toMatchObject({
      actorUserId: 'alice',
      actorRole: 'operator',
      correlationId: 'req-metadata-1',
      causationId: null,
      schemaVersion: 1,
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("tells the acting user's sockets which query keys changed, and nobody else's", async () => {
    const alice = await connect(aliceCookie);
    const bob = await connect(bobCookie);

    const tally = randomUUID();
    const answer = (await increment(tally, { by: 1 }).expect(201)).body as CommandAnswer;
    const received = await invalidationAt(alice.received, answer.position);
    expect(received?.keys).toEqual([['/api/test-tallies', tally]]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bob.received).toEqual([]);
  });

  it('refuses a socket without a signed-in session', async () => {
    await expect(connectLiveSocket(app.url, '')).rejects.toThrow('Please log in');
  });

  it("refuses a handshake from another site's page, even with the user's cookie", async () => {
    await expect(
      connectLiveSocket(app.url, aliceCookie.cookie, { origin: 'https://attacker.example' }),
    ).rejects.toThrow();
  });
});
