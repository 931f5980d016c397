import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { EventMetadata, EventStore } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { ROOT_LOGGER } from '../../platform/logging/logging.module.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { currentRequestContext } from '../../platform/request-context/request-context.js';

export interface IdentityFact {
  /** The event's id, when the caller must find the event again (its read-your-writes); new otherwise. */
  eventId?: string;
  streamName: string;
  type: string;
  data: unknown;
  /** Who caused it when there is no signed-in user yet (the user registering). */
  actorUserId?: string;
  actorRole?: EventMetadata['actorRole'];
}

const RETRY_EVERY_MS = 5_000;

/**
 * Identity rows and the audit events about them must not disagree, yet they live in two
 * stores. The facts are written to `identity_outbox` in the identity transaction, then
 * appended to the event store with their own ids (a re-append is absorbed) and removed.
 * Whatever could not be appended (the store was away) is retried every few seconds.
 */
@Injectable()
export class IdentityOutbox implements OnModuleInit, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!this.config.roles.has('api')) return;
    this.timer = setInterval(() => {
      if (!this.flushing) void this.flush();
    }, RETRY_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flushing;
  }

  /** Records facts inside the caller's identity transaction. */
  async record(manager: EntityManager, facts: readonly IdentityFact[]): Promise<void> {
    const context = currentRequestContext();
    const occurredAt = this.clock.now().toISOString();
    const correlationId = context?.requestId ?? this.ids.uuid();
    for (const fact of facts) {
      const metadata: EventMetadata = {
        actorUserId: fact.actorUserId ?? context?.actorUserId ?? null,
        actorRole: fact.actorRole ?? context?.actorRole ?? 'system',
        correlationId,
        causationId: null,
        occurredAt,
        schemaVersion: 1,
      };
      await manager.query(
        `INSERT INTO identity_outbox (event_id, stream_name, event_type, data, metadata) VALUES ($1, $2, $3, $4, $5)`,
        [
          fact.eventId ?? this.ids.uuid(),
          fact.streamName,
          fact.type,
          JSON.stringify(fact.data),
          JSON.stringify(metadata),
        ],
      );
    }
  }

  /**
   * Appends what is waiting, oldest first; never throws (the next flush retries). Calls queue
   * behind a running pass, so facts committed while it ran are appended before the promise settles.
   */
  flush(): Promise<void> {
    const pass = (this.flushing ?? Promise.resolve()).then(() =>
      this.appendWaiting().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'identity events wait for the event store'),
      ),
    );
    this.flushing = pass;
    void pass.finally(() => {
      if (this.flushing === pass) this.flushing = null;
    });
    return pass;
  }

  private async appendWaiting(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<
        {
          sequence: string;
          event_id: string;
          stream_name: string;
          event_type: string;
          data: unknown;
          metadata: EventMetadata;
        }[]
      >(
        `SELECT sequence, event_id, stream_name, event_type, data, metadata FROM identity_outbox
         ORDER BY sequence LIMIT 500 FOR UPDATE SKIP LOCKED`,
      );
      for (const row of rows) {
        await this.store.appendToStream(
          row.stream_name,
          [{ id: row.event_id, type: row.event_type, data: row.data, metadata: row.metadata }],
          { expectedRevision: 'any' },
        );
        await manager.query('DELETE FROM identity_outbox WHERE sequence = $1', [row.sequence]);
      }
    });
  }
}
