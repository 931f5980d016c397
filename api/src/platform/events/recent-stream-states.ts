import { Injectable } from '@nestjs/common';
import type { ExpectedRevision } from '@referrals/contracts';
import type { StreamState } from './stream-state.js';

/** Streams whose state is kept; beyond it the least recently kept is forgotten. */
const CAPACITY = 10_000;

interface Remembered {
  /** The decider whose fold this is: another decider on the same stream folds it its own way. */
  decider: object;
  state: StreamState<unknown>;
}

/**
 * The states of the streams this process lately folded or appended to, each the fold of its stream up to
 * the revision it holds. Stored events never change, so a kept state is never wrong about that revision,
 * only possibly not the newest: the command runner decides on it without reading the stream (and decides
 * again on the stream as read when the append at that revision fails, or the decision refuses), and
 * StreamStates.current reads only what the stream got after it.
 */
@Injectable()
export class RecentStreamStates {
  private readonly states = new Map<string, Remembered>();

  recall<State>(streamName: string, decider: object): StreamState<State> | undefined {
    const remembered = this.states.get(streamName);
    return remembered?.decider === decider ? (remembered.state as StreamState<State>) : undefined;
  }

  /** Keeps a state, unless one of a later revision is kept already (folded meanwhile by another command). */
  remember<State>(streamName: string, decider: object, state: StreamState<State>): void {
    const kept = this.states.get(streamName);
    if (kept?.decider === decider && isLater(kept.state.revision, state.revision)) return;
    // Deleting first moves the stream to the end: the map's order is least recently kept first.
    this.states.delete(streamName);
    this.states.set(streamName, { decider, state });
    if (this.states.size > CAPACITY) this.states.delete(this.states.keys().next().value!);
  }

  forget(streamName: string): void {
    this.states.delete(streamName);
  }
}

function isLater(kept: ExpectedRevision, offered: ExpectedRevision): boolean {
  return typeof kept === 'bigint' && typeof offered === 'bigint' && kept > offered;
}
