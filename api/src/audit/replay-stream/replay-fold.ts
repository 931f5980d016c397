import type { RecordedEvent } from '@referrals/contracts';
import { evolveInvitation, NO_INVITATION } from '../../invitations/invitation-state.js';
import { evolveProspectPipeline, NOT_IN_PIPELINE } from '../../pipeline/prospect-pipeline-state.js';

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
): StreamReplay {
  let state = initial;
  return {
    fold,
    apply: (event) => {
      state = evolve(state, event);
      return state;
    },
  };
}

/** invitation-<uuid> only: invitation-slug-… and invitation-question-… streams hold other facts. */
const INVITATION_STREAM = /^invitation-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The fold the API decides with, when the stream has one (the state an auditor must see is the
 * one commands saw); otherwise the data of the events accumulated.
 */
export function replayFor(streamName: string): StreamReplay {
  if (streamName.startsWith('prospect-')) {
    return replaying(
      'the prospect pipeline (evolveProspectPipeline)',
      NOT_IN_PIPELINE,
      evolveProspectPipeline,
    );
  }
  if (INVITATION_STREAM.test(streamName)) {
    return replaying('the invitation (evolveInvitation)', NO_INVITATION, evolveInvitation);
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
