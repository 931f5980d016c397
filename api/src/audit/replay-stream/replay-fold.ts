import { type EventType, isEventOf, type RecordedEvent } from '@referrals/contracts';
import { invitationDecider } from '../../invitations/index.js';
import type { Decider } from '../../kernel/decider.js';
import { prospectDecider } from '../../pipeline/index.js';

/** A stream's state, event after event: `apply` folds the next event in and answers the state after it. */
export interface StreamReplay {
  /** Which fold: a domain's own, or the generic accumulation of the events' data. */
  fold: string;
  apply(event: RecordedEvent): unknown;
}

function replaying<State>(
  fold: string,
  initial: State,
  evolve: (state: State, event: RecordedEvent) => State,
) {
  let state = initial;
  return {
    fold,
    apply: (event: RecordedEvent) => {
      state = evolve(state, event);
      return state;
    },
  };
}

/** An aggregate's own fold, as its commands decide with it. */
function replayingAggregate<State, Type extends EventType>(
  fold: string,
  decider: Pick<Decider<State, never, Type, never, string>, 'eventTypes' | 'initialState' | 'evolve'>,
): StreamReplay {
  return replaying(fold, decider.initialState, (state, event) =>
    isEventOf(event, decider.eventTypes) ? decider.evolve(state, event) : state,
  );
}

/** invitation-<uuid> only: invitation-slug-… and invitation-question-… streams hold other facts. */
const INVITATION_STREAM = /^invitation-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The fold the API decides with, when the stream has one (the state an auditor must see is the
 * one commands saw); otherwise the data of the events accumulated.
 */
export function replayFor(streamName: string): StreamReplay {
  if (streamName.startsWith('prospect-')) {
    return replayingAggregate('the prospect (evolveProspect)', prospectDecider);
  }
  if (INVITATION_STREAM.test(streamName)) {
    return replayingAggregate('the invitation (evolveInvitation)', invitationDecider);
  }
  return replaying("the events' data accumulated", {}, accumulateData);
}

/**
 * The generic fold: each event's data object merged over the state (a later field wins);
 * data that is not an object is kept under the event's type.
 */
export function accumulateData(
  state: Readonly<Record<string, unknown>>,
  event: Pick<RecordedEvent, 'type' | 'data'>,
): Record<string, unknown> {
  const data = event.data;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) return { ...state, ...data };
  return { ...state, [event.type]: data };
}
