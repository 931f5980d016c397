import { Inject, Injectable } from '@nestjs/common';
import { type CommandAnswer, type EventStore, formatPosition } from '@referrals/contracts';
import { handlesEventType, type ProjectionProgress, type Projector } from '@referrals/projections';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { PROJECTION_PROGRESS, PROJECTORS } from '../projections/projection-tokens.js';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import type { WrittenEvents } from './event-writer.js';

/**
 * Holds a command's answer until the projectors that handle its events have applied them
 * (bounded by READ_YOUR_WRITES_TIMEOUT_MS), so the caller's next read shows its change.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    @Inject(PROJECTION_PROGRESS) private readonly progress: ProjectionProgress,
    @Inject(PROJECTORS) private readonly projectors: readonly Projector[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * For events appended elsewhere (the identity outbox): waits until the projectors handling
   * these types have reached the store's head, which lies at or after those events.
   */
  async answerAtHead(eventTypes: readonly string[]): Promise<CommandAnswer> {
    const head = await this.store.headPosition();
    if (!head) throw new Error('The event store has no head although events were just appended.');
    return this.answer({ position: head, eventTypes });
  }

  async answer(
    written: Pick<WrittenEvents, 'position'> & { eventTypes: readonly string[] },
  ): Promise<CommandAnswer> {
    const feeding = this.projectors
      .filter((projector) => written.eventTypes.some((type) => handlesEventType(projector, type)))
      .map((projector) => projector.name);
    const readModelsCaughtUp = await this.progress.waitFor(
      written.position,
      feeding,
      this.config.readYourWritesTimeoutMs,
    );
    return { position: formatPosition(written.position), readModelsCaughtUp };
  }
}
