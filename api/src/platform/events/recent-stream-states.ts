import { Injectable } from '@nestjs/common';
import type { StreamState } from './stream-state.js';

/** Streams whose state is kept; beyond it the least recently appended to is forgotten. */
const CAPACITY = 10_000;

interface Remembered {
  /** The decider whose fold this is: another decider on the same stream folds it its own way. */
  decider: object;
  state: StreamState<unknown>;
}

/**
 * The states of the streams this process lately appended to through the command runner, each the fold
 * of its stream up to the revision it holds, so the next command on the stream decides without reading
 * it again. A remembered state is never wrong about that revision, only possibly not the newest: then
 * the append at it fails, or the decision refuses, and the command runs again on the stream as read.
 */
@Injectable()
export class RecentStreamStates {
  private readonly states = new Map<string, Remembered>();

  recall<State>(streamName: string, decider: object): StreamState<State> | undefined {
    const remembered = this.states.get(streamName);
    return remembered?.decider === decider ? (remembered.state as StreamState<State>) : undefined;
  }

  remember<State>(streamName: string, decider: object, state: StreamState<State>): void {
    // Deleting first moves the stream to the end: the map's order is least recently appended to first.
    this.states.delete(streamName);
    this.states.set(streamName, { decider, state });
    if (this.states.size > CAPACITY) this.states.delete(this.states.keys().next().value!);
  }

  forget(streamName: string): void {
    this.states.delete(streamName);
  }
}
