import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { pathPattern, queryPath, routeParts, userRoom } from '@referrals/contracts';
import type { AnswerCacheFence, Invalidations } from '@referrals/projections';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../redis/redis-connections.js';

/** How long a kept answer lives, at most: it heals a change that reached no projector (none is known). */
const ANSWER_TTL_SECONDS = 600;
/** Longer than any answer lives, so a version that expired and starts again never matches a kept answer. */
const VERSION_TTL_SECONDS = 86_400;
/** A batch that opened a fence and died (its process killed) stops holding it back after this long. */
const FENCE_MS = 60_000;

/**
 * Opens a fence on (version, fences) key pairs, atomically and in one command whatever their number:
 * moves each version and adds the fence (ARGV[2]) until its deadline (ARGV[1]); both live ARGV[3] s.
 */
const OPEN_FENCE = `
for i = 1, #KEYS, 2 do
  redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], ARGV[3])
  redis.call('ZADD', KEYS[i + 1], ARGV[1], ARGV[2])
  redis.call('EXPIRE', KEYS[i + 1], ARGV[3])
end
return #KEYS / 2`;

/** Closes the fence (ARGV[1]) on each fences key, in one command. */
const CLOSE_FENCE = `
for i = 1, #KEYS do
  redis.call('ZREM', KEYS[i], ARGV[1])
end
return #KEYS`;

/**
 * The query key paths that kept answers depend on (the routes marked `@CachedAnswer`), a path parameter
 * as its template (`:invitationId`), which each request fills in. A batch versions and fences only these
 * of the keys it invalidates: the others have no kept answer to hold back.
 */
export const KEPT_ANSWER_PATHS: ReadonlySet<string> = new Set([
  queryPath('GET /api/networker-invitations'),
  queryPath('GET /api/networker-invitations/page'),
  queryPath('GET /api/networker/contacts-with-status'),
  queryPath('GET /api/networker/contacts-with-status/page'),
  queryPath('GET /api/operator/networkers-with-prospects'),
  queryPath('GET /api/operator/networkers-with-prospects/page'),
  routeParts('GET /api/prospects/invitation/:invitationId/page').path,
]);

/** Each kept path as a pattern of the paths it stands for. */
const KEPT_PATH_PATTERNS = [...KEPT_ANSWER_PATHS].map(pathPattern);

/** Whether kept answers depend on a query key's path (one of KEPT_ANSWER_PATHS, parameters filled in). */
export function isKeptAnswerPath(path: string): boolean {
  return KEPT_PATH_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * A kept answer: its entity tag and its JSON, gzipped once when kept (every browser takes gzip, and a
 * long list is a tenth of its size so: less to read from Redis, to write to the socket and to download).
 */
export interface KeptAnswer {
  etag: string;
  gzipped: Buffer;
}

/** What a lookup found: the answer kept for this state of its keys, if any, and whether one may be kept now. */
export interface AnswerLookup {
  kept: KeptAnswer | null;
  /** The versions of the answer's keys, read before it is computed. */
  stamp: string;
  /** False while a projection batch that changes these keys is committing: its answer is not kept. */
  keepable: boolean;
}

/** Which cached answer: its owner, route and variant (role, query), and the query key paths that change it. */
export interface AnswerAddress {
  userId: string;
  route: string;
  variant: string;
  invalidatedBy: readonly string[];
}

/**
 * API answers kept in Redis, shared by every API process, per user and route. Each query key path of a
 * user has a version that a projection batch moves when it invalidates that key (`opening`, before it
 * commits); an answer is kept with the versions read before it was computed and served only while they
 * are unchanged. While a batch is committing, its fence is open and no answer of its keys is kept, so an
 * answer computed from the data before the commit is never kept under the versions after it.
 */
@Injectable()
export class AnswerCache implements AnswerCacheFence {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'redisKeyPrefix'>,
  ) {
    this.prefix = `${config.redisKeyPrefix}:answers`;
  }

  async lookup(address: AnswerAddress): Promise<AnswerLookup> {
    const pipeline = this.redis.multi().get(this.epochKey());
    for (const path of address.invalidatedBy) {
      pipeline
        .get(this.versionKey(address.userId, path))
        .zcount(this.fenceKey(address.userId, path), Date.now(), '+inf');
    }
    pipeline.hgetBuffer(this.entryKey(address), address.variant);
    const results = (await pipeline.exec()) ?? [];
    const values = results.map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    const [epoch, ...rest] = values;
    const entry = rest.pop() as Buffer | null;
    const versions: unknown[] = [epoch ?? 0];
    let keepable = true;
    for (let index = 0; index < rest.length; index += 2) {
      versions.push(rest[index] ?? 0);
      if (Number(rest[index + 1]) > 0) keepable = false;
    }
    const stamp = versions.join('.');
    return { kept: entry ? keptUnder(entry, stamp) : null, stamp, keepable };
  }

  async keep(address: AnswerAddress, stamp: string, answer: KeptAnswer): Promise<void> {
    const key = this.entryKey(address);
    await this.redis
      .multi()
      .hset(key, address.variant, Buffer.concat([Buffer.from(`${stamp}\n${answer.etag}\n`), answer.gzipped]))
      .expire(key, ANSWER_TTL_SECONDS)
      .exec();
  }

  /** `fenceMs`: how long the fence holds if `closing` never comes (its process died). */
  async opening(invalidations: Invalidations, fenceMs = FENCE_MS): Promise<string> {
    const fence = randomUUID();
    const pairs = keptUserPaths(invalidations);
    if (pairs.length === 0) return fence;
    const keys = pairs.flatMap(({ userId, path }) => [
      this.versionKey(userId, path),
      this.fenceKey(userId, path),
    ]);
    await this.redis.eval(OPEN_FENCE, keys.length, ...keys, Date.now() + fenceMs, fence, VERSION_TTL_SECONDS);
    return fence;
  }

  async closing(invalidations: Invalidations, fence: string): Promise<void> {
    const pairs = keptUserPaths(invalidations);
    if (pairs.length === 0) return;
    const keys = pairs.map(({ userId, path }) => this.fenceKey(userId, path));
    await this.redis.eval(CLOSE_FENCE, keys.length, ...keys, fence);
  }

  /** Every kept answer stops being served (a rebuild refilled the tables they were computed from). */
  async forgetAll(): Promise<void> {
    await this.redis.incr(this.epochKey());
  }

  private epochKey(): string {
    return `${this.prefix}:epoch`;
  }

  private versionKey(userId: string, path: string): string {
    return `${this.prefix}:version:${userId}:${path}`;
  }

  private fenceKey(userId: string, path: string): string {
    return `${this.prefix}:fences:${userId}:${path}`;
  }

  private entryKey(address: AnswerAddress): string {
    return `${this.prefix}:kept:${address.userId}:${address.route}`;
  }
}

/** An entry is its stamp and entity tag, each ended by a newline, then the gzipped answer. */
function keptUnder(entry: Buffer, stamp: string): KeptAnswer | null {
  const stampEnd = entry.indexOf('\n');
  const etagEnd = entry.indexOf('\n', stampEnd + 1);
  if (stampEnd < 0 || etagEnd < 0 || entry.toString('utf8', 0, stampEnd) !== stamp) return null;
  return { etag: entry.toString('utf8', stampEnd + 1, etagEnd), gzipped: entry.subarray(etagEnd + 1) };
}

/**
 * The (user, query key path) pairs a batch invalidates that kept answers depend on; rooms that are not
 * one user's hold no kept answer.
 */
function keptUserPaths(invalidations: Invalidations): Array<{ userId: string; path: string }> {
  const pairs: Array<{ userId: string; path: string }> = [];
  const roomPrefix = userRoom('');
  for (const [room, keys] of invalidations) {
    if (!room.startsWith(roomPrefix)) continue;
    const userId = room.slice(roomPrefix.length);
    for (const path of new Set(keys.map((key) => key[0])))
      if (isKeptAnswerPath(path)) pairs.push({ userId, path });
  }
  return pairs;
}
