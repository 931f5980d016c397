import { Inject, Injectable } from '@nestjs/common';
import {
  type EventStore,
  type EventType,
  type ExpectedRevision,
  isEventOf,
  type RecordedEvent,
} from '@referrals/contracts';
import type { Decider } from '../../kernel/decider.js';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { RecentStreamStates } from './recent-stream-states.js';

/** A stream folded into the state a command decides on, and the revision to append after. */
export interface StreamState<State> {
  state: State;
  /** Pass as expectedRevision: the append fails with 409 if someone wrote to the stream meanwhile. */
  revision: ExpectedRevision;
}

/** Reads a stream from the start and folds its events with `evolve`. */
@Injectable()
export class StreamStates {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RecentStreamStates) private readonly recent: RecentStreamStates,
  ) {}

  async load<State>(
    streamName: string,
    initial: State,
    evolve: (state: State, event: RecordedEvent) => State,
  ): Promise<StreamState<State>> {
    let state = initial;
    let revision: ExpectedRevision = 'no_stream';
    for await (const event of this.store.readStream(streamName)) {
      state = evolve(state, event);
      revision = event.revision;
    }
    return { state, revision };
  }

  /** Folds a stream with an aggregate's decider; events of types it does not hold are skipped. */
  async fold<State, Type extends EventType>(
    streamName: string,
    decider: Pick<Decider<State, never, Type, never, string>, 'eventTypes' | 'initialState' | 'evolve'>,
  ): Promise<StreamState<State>> {
    return this.load(streamName, decider.initialState, (state, event) =>
      isEventOf(event, decider.eventTypes) ? decider.evolve(state, event) : state,
    );
  }

  /**
   * The stream's state now, folded with the decider: from a state this process kept, only the events the
   * stream got since are read, so a long stream (an invitation's opened links) is read once per process
   * rather than at every command that needs it. Keeps what it folded.
   */
  async current<State, Type extends EventType>(
    streamName: string,
    decider: Pick<Decider<State, never, Type, never, string>, 'eventTypes' | 'initialState' | 'evolve'>,
  ): Promise<StreamState<State>> {
    const kept = this.recent.recall<State>(streamName, decider);
    if (kept) return this.catchUp(streamName, kept, decider);
    const folded = await this.fold(streamName, decider);
    this.keep(streamName, decider, folded);
    return folded;
  }

  /**
   * The state this process kept of the stream, without reading it; read (as `current`, once) when none is
   * kept or the kept one is `readAgainIf`. It may be behind the stream: for a caller that decides again on
   * what the stream got since, under a lock that orders it after any change that matters (an
   * invitation's, for a submission), and that reads again what it would refuse on an old state.
   */
  async kept<State, Type extends EventType>(
    streamName: string,
    decider: Pick<Decider<State, never, Type, never, string>, 'eventTypes' | 'initialState' | 'evolve'>,
    readAgainIf: (state: State) => boolean,
  ): Promise<StreamState<State>> {
    const kept = this.recent.recall<State>(streamName, decider);
    return kept && !readAgainIf(kept.state) ? kept : this.current(streamName, decider);
  }

  /**
   * Several streams folded with one decider, read from the store at once (one query on Postgres),
   * each with its own state and revision; a missing stream has the initial state and `no_stream`.
   */
  async foldEach<State, Type extends EventType>(
    streamNames: readonly string[],
    decider: Pick<Decider<State, never, Type, never, string>, 'eventTypes' | 'initialState' | 'evolve'>,
  ): Promise<Map<string, StreamState<State>>> {
    const folded = new Map<string, StreamState<State>>(
      streamNames.map((name) => [name, { state: decider.initialState, revision: 'no_stream' }]),
    );
    for await (const event of this.store.readStreams([...folded.keys()])) {
      const stream = folded.get(event.streamName);
      if (!stream) continue;
      const state = isEventOf(event, decider.eventTypes) ? decider.evolve(stream.state, event) : stream.state;
      folded.set(event.streamName, { state, revision: event.revision });
    }
    return folded;
  }

  /**
   * A state folded before, brought up to date with what the stream got since (read from there on only).
   * Keeps what it folded: stored events never change, so it is the stream's state at that revision.
   */
  async catchUp<State, Type extends EventType>(
    streamName: string,
    loaded: StreamState<State>,
    decider: Pick<Decider<State, never, Type, never, string>, 'eventTypes' | 'evolve'>,
  ): Promise<StreamState<State>> {
    const evolve = (state: State, event: RecordedEvent) =>
      isEventOf(event, decider.eventTypes) ? decider.evolve(state, event) : state;
    if (typeof loaded.revision !== 'bigint') return this.load(streamName, loaded.state, evolve);
    let { state, revision } = loaded;
    for await (const event of this.store.readStream(streamName, { fromRevision: loaded.revision + 1n })) {
      state = evolve(state, event);
      revision = event.revision;
    }
    const folded = { state, revision };
    this.keep(streamName, decider, folded);
    return folded;
  }

  /** Only a stream that exists has a state worth keeping (a revision to read on from). */
  private keep<State>(streamName: string, decider: object, folded: StreamState<State>): void {
    if (typeof folded.revision === 'bigint') this.recent.remember(streamName, decider, folded);
  }
}
