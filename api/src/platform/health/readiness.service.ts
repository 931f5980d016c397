import { Inject, Injectable } from '@nestjs/common';
import {
  type CheckStatus,
  comparePositions,
  type EventStore,
  formatPosition,
  type ProjectionLag,
  type ReadinessReport,
  START,
} from '@referrals/contracts';
import {
  ALL_CHECKPOINTS_QUERY,
  type CheckpointRow,
  checkpointsFromRows,
  type Projector,
} from '@referrals/projections';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../database/database.token.js';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { PROJECTORS } from '../projections/projection-tokens.js';
import { REDIS } from '../redis/redis-connections.js';

const CHECK_TIMEOUT_MS = 2000;
/** Beyond this many unhandled events, "behind" is reported as this number. */
const BEHIND_COUNT_CAP = 1000;

async function probe(check: () => Promise<unknown>): Promise<CheckStatus> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class ReadinessService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTORS) private readonly projectors: readonly Projector[],
  ) {}

  async report(): Promise<ReadinessReport> {
    const [postgres, redis, eventStore] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
      probe(() => this.store.ping()),
    ]);
    const head = eventStore === 'up' ? await this.store.headPosition().catch(() => null) : null;
    const projections =
      postgres === 'up' && eventStore === 'up' ? await this.projectionLag().catch(() => []) : [];
    const ready = postgres === 'up' && redis === 'up' && eventStore === 'up';
    return {
      status: ready ? 'ready' : 'not_ready',
      checks: { postgres, redis, eventStore },
      eventStore: { adapter: this.store.adapterName, head: head ? formatPosition(head) : null },
      projections,
    };
  }

  /** For each projector: how many events it has yet to handle, and how old the oldest of them is. */
  private async projectionLag(): Promise<ProjectionLag[]> {
    const checkpoints = checkpointsFromRows(
      await this.dataSource.query<CheckpointRow[]>(ALL_CHECKPOINTS_QUERY),
    );
    const now = Date.now();
    return Promise.all(
      this.projectors.map(async (projector) => {
        const checkpoint = checkpoints.get(projector.name) ?? START;
        let behind = 0;
        let oldest: Date | null = null;
        for await (const event of this.store.readAll({
          fromPosition: checkpoint,
          maxCount: BEHIND_COUNT_CAP + 1,
          ...(projector.eventTypes === 'all' ? {} : { filter: { eventTypes: projector.eventTypes } }),
        })) {
          if (comparePositions(event.position, checkpoint) <= 0) continue;
          oldest ??= event.recordedAt;
          behind++;
          if (behind >= BEHIND_COUNT_CAP) break;
        }
        return {
          name: projector.name,
          checkpoint: formatPosition(checkpoint),
          behind,
          lagMs: oldest ? Math.max(0, now - oldest.getTime()) : 0,
        };
      }),
    );
  }
}
