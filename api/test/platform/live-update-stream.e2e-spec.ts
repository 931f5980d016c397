import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { withPinnedStreamStart } from '@referrals/projections';
import type { Redis } from 'ioredis';
import { createRedis } from '../../src/platform/redis/redis-connections.js';
import { deleteRedisKeys, testRedisPrefix } from '../support/test-database.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The fields of the entries an XREAD answered (ioredis: [[stream, [[id, [field, value, …]], …]]]). */
function readValues(answer: unknown): string[] {
  const streams = (answer ?? []) as Array<[string, Array<[string, string[]]>]>;
  return streams.flatMap(([, entries]) => entries.map(([, fields]) => fields[1]!));
}

describe('the live updates stream read from "$" (withPinnedStreamStart)', () => {
  const prefix = testRedisPrefix('stream-start');
  let redis: Redis;
  let reader: Redis;

  beforeAll(() => {
    redis = createRedis(REDIS_URL);
    reader = withPinnedStreamStart(redis).duplicate();
  });
  afterAll(async () => {
    reader.disconnect();
    redis.disconnect();
    await deleteRedisKeys(REDIS_URL, prefix);
  });

  // As the Socket.IO adapter reads before its first packet: from "$", again after each read that timed out.
  const readFromEnd = (stream: string): Promise<unknown> =>
    reader.xread('COUNT', 100, 'BLOCK', 20, 'STREAMS', stream, '$');

  it('reads a packet added between two reads from "$", which plain "$" would skip', async () => {
    const stream = `${prefix}:empty`;
    expect(await readFromEnd(stream)).toBeNull();
    await redis.xadd(stream, '*', 'packet', 'first');
    expect(readValues(await readFromEnd(stream))).toEqual(['first']);
  });

  it('reads only what was added after its first read when the stream already held packets', async () => {
    const stream = `${prefix}:used`;
    await redis.xadd(stream, '*', 'packet', 'before');
    expect(await readFromEnd(stream)).toBeNull();
    await redis.xadd(stream, '*', 'packet', 'after');
    await redis.xadd(stream, '*', 'packet', 'later');
    expect(readValues(await readFromEnd(stream))).toEqual(['after', 'later']);
  });

  it('leaves reads from an entry id and every other command as they were', async () => {
    const stream = `${prefix}:ids`;
    const first = await redis.xadd(stream, '*', 'packet', 'one');
    await redis.xadd(stream, '*', 'packet', 'two');
    expect(readValues(await reader.xread('COUNT', 10, 'STREAMS', stream, first!))).toEqual(['two']);
    expect(await reader.xlen(stream)).toBe(2);
  });
});
