import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type NetworkerContact,
  NETWORKER_LIST_QUERY_KEYS,
  queryKey,
  queryPath,
  userRoom,
} from '@referrals/contracts';
import type { Redis } from 'ioredis';
import request from 'supertest';
import {
  type AnswerAddress,
  AnswerCache,
  isKeptAnswerPath,
} from '../../src/platform/answer-cache/answer-cache.js';
import { CachedAnswer } from '../../src/platform/answer-cache/cached-answer.js';
import { createRedis } from '../../src/platform/redis/redis-connections.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { eventually } from '../support/notifications-test-app.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { deleteRedisKeys, testRedisPrefix } from '../support/test-database.js';

const CONTACTS_PATH = NETWORKER_LIST_QUERY_KEYS.contactsWithStatus[0];

describe('the answer cache, fenced by projection batches', () => {
  const redisKeyPrefix = testRedisPrefix('answers');
  let redis: Redis;
  let cache: AnswerCache;
  const address = (userId: string): AnswerAddress => ({
    userId,
    route: CONTACTS_PATH,
    variant: 'networker ',
    invalidatedBy: [CONTACTS_PATH],
  });
  const changesFor = (userId: string) =>
    new Map([[userRoom(userId), [NETWORKER_LIST_QUERY_KEYS.contactsWithStatus]]]);
  const answer = (body: string) => ({ etag: `"${body}"`, gzipped: gzipSync(body) });

  beforeAll(() => {
    redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    cache = new AnswerCache(redis, { redisKeyPrefix });
  });
  afterAll(async () => {
    await deleteRedisKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisKeyPrefix);
    redis.disconnect();
  });

  it('serves a kept answer until a batch invalidates its key for its user', async () => {
    const first = await cache.lookup(address('ada'));
    expect(first).toMatchObject({ kept: null, keepable: true });
    await cache.keep(address('ada'), first.stamp, answer('[1]'));
    expect((await cache.lookup(address('ada'))).kept).toEqual(answer('[1]'));

    await cache.closing(changesFor('ada'), await cache.opening(changesFor('bob')));
    expect((await cache.lookup(address('ada'))).kept).toEqual(answer('[1]'));

    await cache.closing(changesFor('ada'), await cache.opening(changesFor('ada')));
    expect((await cache.lookup(address('ada'))).kept).toBeNull();
  });

  it('keeps no answer while a batch commits, nor one computed from the data before it', async () => {
    const before = await cache.lookup(address('cy'));
    const fence = await cache.opening(changesFor('cy'));
    const during = await cache.lookup(address('cy'));
    expect(during.keepable).toBe(false);
    // An answer computed before the batch and kept once it committed is never served.
    await cache.keep(address('cy'), before.stamp, answer('[old]'));
    await cache.closing(changesFor('cy'), fence);
    const after = await cache.lookup(address('cy'));
    expect(after).toMatchObject({ kept: null, keepable: true });
    await cache.keep(address('cy'), after.stamp, answer('[new]'));
    expect((await cache.lookup(address('cy'))).kept).toEqual(answer('[new]'));
  });

  it('stops holding answers back once the fence of a batch that never closed has lapsed', async () => {
    await cache.opening(changesFor('dee'), 50);
    expect((await cache.lookup(address('dee'))).keepable).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await cache.lookup(address('dee'))).keepable).toBe(true);
  });

  it('versions and fences only the paths that kept answers depend on', async () => {
    const notifications = new Map([[userRoom('fay'), [queryKey('GET /api/notifications')]]]);
    await cache.closing(notifications, await cache.opening(notifications));
    expect(await redis.keys(`${redisKeyPrefix}:answers:*:fay:*`)).toEqual([]);

    await cache.closing(changesFor('fay'), await cache.opening(changesFor('fay')));
    expect(await redis.keys(`${redisKeyPrefix}:answers:version:fay:*`)).toEqual([
      `${redisKeyPrefix}:answers:version:fay:${CONTACTS_PATH}`,
    ]);
  });

  it("fences a kept route's path with its parameter filled in, and no other path", () => {
    expect(isKeptAnswerPath('/api/prospects/invitation/3f2a/page')).toBe(true);
    expect(isKeptAnswerPath('/api/prospects/invitation/3f2a')).toBe(false);
    expect(isKeptAnswerPath('/api/prospects/invitation/3f2a/page/more')).toBe(false);
    expect(isKeptAnswerPath(CONTACTS_PATH)).toBe(true);
    expect(isKeptAnswerPath(queryPath('GET /api/notifications'))).toBe(false);
  });

  it('refuses to mark a route with a path that batches do not fence', () => {
    expect(() => CachedAnswer(queryPath('GET /api/notifications'))).toThrow(/KEPT_ANSWER_PATHS/);
  });

  it('serves nothing it kept once told to forget everything (after a rebuild)', async () => {
    const found = await cache.lookup(address('eve'));
    await cache.keep(address('eve'), found.stamp, answer('[1]'));
    await cache.forgetAll();
    expect((await cache.lookup(address('eve'))).kept).toBeNull();
  });
});

describe('a cached list over HTTP', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'answer_cache' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers from the cache with an entity tag, and shows the change after a command that invalidates it', async () => {
    const operator = await operatorReadyToInvite(app);
    const networker = await networkerWithContacts(app, operator, ['Ada']);
    const contacts = () =>
      request(app.url).get('/api/networker/contacts-with-status').set(networker.session.headers);

    const first = await contacts().expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"/);
    expect((first.body as NetworkerContact[]).map((contact) => contact.prospectName)).toEqual(['Ada']);

    // Kept after it went out (gzipped off the event loop); a kept answer comes gzipped to supertest.
    const kept = await eventually(contacts, (response) => response.headers['content-encoding'] === 'gzip');
    expect(kept.headers['content-encoding']).toBe('gzip');

    // A change behind the projectors' back is not seen: the answer comes from the cache.
    const adaId = networker.contacts['Ada']!;
    await app.sql(`UPDATE prospects SET prospect_name = 'Renamed directly' WHERE id = $1`, [adaId]);
    const cached = await contacts().expect(200);
    expect((cached.body as NetworkerContact[])[0]!.prospectName).toBe('Ada');
    await contacts().set('If-None-Match', etag).expect(304);

    // Kept gzipped: sent as it is to a client that takes gzip (supertest does), as JSON to one that does not.
    expect(cached.headers['content-encoding']).toBe('gzip');
    expect(cached.headers['vary']).toMatch(/Accept-Encoding/);
    expect(cached.headers['etag']).toBe(etag);
    const plain = await contacts().set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['etag']).toBe(etag);
    expect(plain.body).toEqual(cached.body);
    await contacts().set('Accept-Encoding', 'identity').set('If-None-Match', etag).expect(304);

    // A command the networker's list shows: its projector invalidates the cached answer before it commits.
    await moveProspectTo(app, operator, adaId, 'approved');
    const fresh = await contacts().set('If-None-Match', etag).expect(200);
    const [ada] = fresh.body as NetworkerContact[];
    expect(ada).toMatchObject({ prospectName: 'Renamed directly', status: 'approved' });
    expect(fresh.headers['etag']).not.toBe(etag);
  });

  it("never serves one user's kept answer to another", async () => {
    const operator = await operatorReadyToInvite(app);
    const first = await networkerWithContacts(app, operator, ['Bo']);
    const second = await networkerWithContacts(app, operator, ['Cy']);
    for (const [networker, name] of [
      [first, 'Bo'],
      [second, 'Cy'],
      [first, 'Bo'],
    ] as const) {
      const response = await request(app.url)
        .get('/api/networker/contacts-with-status')
        .set(networker.session.headers)
        .expect(200);
      expect((response.body as NetworkerContact[]).map((contact) => contact.prospectName)).toEqual([name]);
    }
  });
});
