import { Inject, Injectable } from '@nestjs/common';
import {
  type CommandAnswer,
  type EventStore,
  formatPosition,
  type GlobalPosition,
  maxPosition,
  type RecordedEvent,
} from '@referrals/contracts';
import {
  type AudienceEvent,
  feedsCallerOf,
  handlesEventType,
  type ProjectionProgress,
  type Projector,
} from '@referrals/projections';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { PROJECTION_PROGRESS, PROJECTORS } from '../projections/projection-tokens.js';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { type DeliveredBatch, outboxEvents } from './event-outbox.js';
import type { WrittenEvents } from './event-writer.js';

/** Who acted: the actor of the command's events (one request, so one actor), or null for the system. */
function callerOf(events: readonly AudienceEvent[]): string | null {
  return events[0]?.metadata.actorUserId ?? null;
}

/** How far back a stream is searched for events the outbox appended. */
const RECENT_EVENTS_SEARCHED = 100;

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
   * For a transaction's events delivered by the outbox: their positions when it appended them, else
   * (the store was away: a retry pass appends them later) found in their streams.
   */
  answerForDelivered(delivered: DeliveredBatch): Promise<CommandAnswer> {
    if (delivered.written) return this.answer(delivered.written);
    return this.answerForEvents(outboxEvents(delivered));
  }

  /**
   * For events whose positions the caller does not know: each projector handling these types waits for the latest event of those types at or
   * before the store's head, which lies at or after the caller's own. Waiting for the head
   * itself would stall a filtered projector whose last event is of another type until its
   * feed's periodic checkpoint (about a second).
   */
  async answerAtHead(eventTypes: readonly string[]): Promise<CommandAnswer> {
    const head = await this.store.headPosition();
    if (!head) throw new Error('The event store has no head although events were just appended.');
    const latestOfType = await this.latestPositions(eventTypes, head);
    const waits = this.projectors.flatMap((projector) => {
      const target = eventTypes
        .filter((type) => handlesEventType(projector, type))
        .map((type) => latestOfType.get(type))
        .filter((position): position is GlobalPosition => position !== undefined)
        .reduce<GlobalPosition | null>(
          (max, position) => (max ? maxPosition(max, position) : position),
          null,
        );
      return target
        ? [this.progress.waitFor(target, [projector.name], this.config.readYourWritesTimeoutMs)]
        : [];
    });
    const readModelsCaughtUp = (await Promise.all(waits)).every(Boolean);
    return { position: formatPosition(head), readModelsCaughtUp };
  }

  private async latestPositions(
    eventTypes: readonly string[],
    head: GlobalPosition,
  ): Promise<Map<string, GlobalPosition>> {
    const latest = new Map<string, GlobalPosition>();
    for (const type of new Set(eventTypes)) {
      const newestFirst = this.store.readAll({
        fromPosition: head,
        direction: 'backwards',
        maxCount: 1,
        filter: { eventTypes: [type] },
      });
      for await (const event of newestFirst) latest.set(type, event.position);
    }
    return latest;
  }

  /**
   * For events appended elsewhere whose ids the caller knows: finds their
   * positions in their own streams (which, unlike the global feed, show an event as soon as it is
   * committed) and waits for those. Events not appended yet (the store was away; the outbox retries)
   * fall back to answerAtHead.
   */
  private async answerForEvents(
    events: readonly { id: string; streamName: string; type: string }[],
  ): Promise<CommandAnswer> {
    const eventTypes = [...new Set(events.map((event) => event.type))];
    const missing = new Set(events.map((event) => event.id));
    const found: RecordedEvent[] = [];
    let position: GlobalPosition | null = null;
    for (const streamName of new Set(events.map((event) => event.streamName))) {
      const newestFirst = this.store.readStream(streamName, {
        direction: 'backwards',
        maxCount: RECENT_EVENTS_SEARCHED,
      });
      for await (const event of newestFirst) {
        if (!missing.delete(event.id)) continue;
        found.push(event);
        position = position ? maxPosition(position, event.position) : event.position;
      }
    }
    if (!position || missing.size > 0) return this.answerAtHead(eventTypes);
    return this.answer({ position, eventTypes, events: found });
  }

  /**
   * Waits for the projectors that feed the caller's screens with these events: with the events in hand,
   * those whose audience holds the events' actor (or that name none); otherwise every projector of their
   * types. The others catch up behind the answer.
   */
  async answer(
    written: Pick<WrittenEvents, 'position'> & {
      eventTypes: readonly string[];
      events?: readonly AudienceEvent[];
    },
  ): Promise<CommandAnswer> {
    const events = written.events;
    const feeding = this.projectors
      .filter((projector) =>
        events
          ? feedsCallerOf(projector, events, callerOf(events))
          : written.eventTypes.some((type) => handlesEventType(projector, type)),
      )
      .map((projector) => projector.name);
    const readModelsCaughtUp = await this.progress.waitFor(
      written.position,
      feeding,
      this.config.readYourWritesTimeoutMs,
    );
    return { position: formatPosition(written.position), readModelsCaughtUp };
  }
}
