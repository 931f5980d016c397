import { expect } from '@jest/globals';
import { type EventType, isEventOf, type RecordedEvent } from '@referrals/contracts';
import type { DecidedEvent, Decider } from './decider.js';

/** An event already on the stream; `at` is when it happened (some rules run from it, a payment's dispute window). */
export type StoryEvent<Type extends EventType> = DecidedEvent<Type> & { at?: string };

function stored<Type extends EventType>(
  event: StoryEvent<Type>,
  index: number,
  streamName: string,
): RecordedEvent {
  return {
    id: `e${index}`,
    type: event.type,
    data: event.data,
    metadata: {
      actorUserId: null,
      actorRole: 'system',
      correlationId: 'c',
      causationId: null,
      occurredAt: event.at ?? '2026-01-01T00:00:00.000Z',
      schemaVersion: 1,
    },
    streamName,
    revision: BigInt(index),
    position: { commit: BigInt(index + 1), prepare: BigInt(index + 1) },
    recordedAt: new Date(0),
  };
}

/**
 * Given/when/then for a decider (test support): `given(...events).when(command, facts)` then either
 * `.then(...events)` or `.thenRefused(code, message)`. The given events are folded as the command
 * runner folds a stream read from the store.
 */
export function deciderStory<State, Command, Type extends EventType, Facts, Code extends string>(
  decider: Decider<State, Command, Type, Facts, Code>,
  streamName: string,
  defaultFacts: Facts,
) {
  return function given(...history: StoryEvent<Type>[]) {
    const state = history
      .map((event, index) => stored(event, index, streamName))
      .reduce(
        (folded, event) => (isEventOf(event, decider.eventTypes) ? decider.evolve(folded, event) : folded),
        decider.initialState,
      );
    return {
      state,
      when(command: Command, facts: Facts = defaultFacts) {
        const decision = decider.decide(command, state, facts);
        return {
          decision,
          then(...expected: DecidedEvent<Type>[]) {
            expect(decision).toEqual(expected);
          },
          thenRefused(code: Code, message?: string | RegExp) {
            expect(decision).toMatchObject({ refused: code });
            if (message) expect(Array.isArray(decision) ? '' : decision.message).toMatch(message);
          },
        };
      },
    };
  };
}
