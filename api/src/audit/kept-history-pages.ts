import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@referrals/contracts';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { KeptAnswer } from '../platform/answer-cache/answer-cache.js';
import { EVENT_STORE } from '../platform/event-store/event-store.token.js';
import { REDIS } from '../platform/redis/redis-connections.js';
import { type AuditReader, type HistorySource, mayReadProspect } from './prospect-audit.js';

/** How long a kept page lives unread, at most (as the other kept answers). */
const PAGE_TTL_SECONDS = 600;

/**
 * Pages of prospects' histories, kept in Redis (shared by every API process) per prospect and query
 * string, whoever reads them. A history is read from the event log, whose streams only grow, and it
 * names actors by their accounts' names, which never change: so a kept page is the page while every
 * stream it was read from still ends at the revision it was read at. A lookup checks that with one
 * round trip to the store instead of reading the streams whole.
 */
@Injectable()
export class KeptHistoryPages {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'redisKeyPrefix'>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    this.prefix = `${config.redisKeyPrefix}:answers:history`;
  }

  /** The page kept for this query, if the reader may read it and its streams have not moved since. */
  async find(prospectId: string, query: string, reader: AuditReader): Promise<KeptAnswer | null> {
    const entry = await this.redis.hgetBuffer(this.key(prospectId), query);
    if (!entry) return null;
    const headerEnd = entry.indexOf('\n');
    const { source, etag } = JSON.parse(entry.subarray(0, headerEnd).toString()) as KeptHeader;
    // Refused readers are refused by reading the history, as before.
    if (!mayReadProspect(reader, source)) return null;
    const revisions = await this.store.streamRevisions(Object.keys(source.streams));
    const unchanged = Object.entries(source.streams).every(
      ([stream, revision]) => (revisions.get(stream) ?? -1n).toString() === revision,
    );
    return unchanged ? { etag, gzipped: entry.subarray(headerEnd + 1) } : null;
  }

  async keep(prospectId: string, query: string, source: HistorySource, answer: KeptAnswer): Promise<void> {
    const header: KeptHeader = { source, etag: answer.etag };
    const key = this.key(prospectId);
    await this.redis
      .multi()
      .hset(key, query, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), answer.gzipped]))
      .expire(key, PAGE_TTL_SECONDS)
      .exec();
  }

  private key(prospectId: string): string {
    return `${this.prefix}:${prospectId}`;
  }
}

/** What a kept page is stored with, on the line before its gzipped JSON. */
interface KeptHeader {
  source: HistorySource;
  etag: string;
}
