import { Inject, Injectable } from '@nestjs/common';
import {
  type CommandAnswer,
  type EventType,
  isEventOf,
  type NewEvent,
  type NewEventOf,
  WrongExpectedVersion,
} from '@referrals/contracts';
import { RefusalError, type Decider, isRefusal } from '../../kernel/decider.js';
import { EventWriter } from './event-writer.js';
import { ReadYourWrites } from './read-your-writes.js';
import { RecentStreamStates } from './recent-stream-states.js';
import { type StreamState, StreamStates } from './stream-state.js';

export interface RunOptions {
  /**
   * How many times a command that lost a race (the stream moved between read and append) is decided
   * again on the stream as it now is, for commands that set no rule on the events they race with
   * (two messages) or whose second decision refuses with the right words (a second review). Others
   * answer 409 at once.
   */
  decideAgainOnConflict?: number;
  /**
   * The decision reads nothing of the stream (a message in a conversation): its events are appended
   * after whatever the stream holds by then, so commands at once never refuse each other.
   */
  appendAfterAnything?: boolean;
}

/**
 * Runs one command on one stream, the same way for every aggregate: load the stream's state, load the
 * facts the decision needs from elsewhere, decide, append the events at the revision read (so of two
 * commands at once one wins and the other answers 409), then answer once the caller's read models
 * show the change. A refusal is thrown as RefusalError, which the edge maps to its HTTP status.
 *
 * The state a command appended to is kept (RecentStreamStates), so the next command on the stream in
 * this process decides on it without reading the stream. Should somebody else have appended meanwhile,
 * the append at the kept revision fails, or the decision refuses; either way the command is decided once
 * more on the stream as read, and only that decision's refusal or lost race is answered.
 */
@Injectable()
export class CommandRunner {
  constructor(
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(RecentStreamStates) private readonly recent: RecentStreamStates,
  ) {}

  async run<State, Command, Type extends EventType, Facts, Code extends string>(
    decider: Decider<State, Command, Type, Facts, Code>,
    streamName: string,
    command: Command,
    loadFacts: (state: State) => Facts | Promise<Facts>,
    options: RunOptions = {},
  ): Promise<CommandAnswer> {
    const run = { decider, streamName, command, loadFacts, options };
    for (let again = options.decideAgainOnConflict ?? 0; ; again--) {
      try {
        return await this.runOnce(run);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || again <= 0) throw error;
      }
    }
  }

  private async runOnce<State, Command, Type extends EventType, Facts, Code extends string>(
    run: CommandRun<State, Command, Type, Facts, Code>,
  ): Promise<CommandAnswer> {
    const { decider, streamName, options } = run;
    const recalled = options.appendAfterAnything ? undefined : this.recent.recall<State>(streamName, decider);
    if (recalled) {
      try {
        return await this.decideAndAppend(run, recalled);
      } catch (error) {
        if (!(error instanceof RefusalError || error instanceof WrongExpectedVersion)) throw error;
        this.recent.forget(streamName);
      }
    }
    return this.decideAndAppend(run, await this.streams.current(streamName, decider));
  }

  private async decideAndAppend<State, Command, Type extends EventType, Facts, Code extends string>(
    { decider, streamName, command, loadFacts, options }: CommandRun<State, Command, Type, Facts, Code>,
    { state, revision }: StreamState<State>,
  ): Promise<CommandAnswer> {
    const decision = decider.decide(command, state, await loadFacts(state));
    if (isRefusal(decision)) throw new RefusalError(decision);
    if (decision.length === 0) throw new Error(`The decision on ${streamName} produced no event to append.`);
    const expected = options.appendAfterAnything ? 'any' : revision;
    const written = await this.writer.append(streamName, decision, expected);
    if (options.appendAfterAnything) this.recent.forget(streamName);
    else {
      this.recent.remember(streamName, decider, {
        state: evolveWritten(decider, state, written.events),
        revision: written.nextExpectedRevision,
      });
    }
    return this.readYourWrites.answer(written);
  }
}

/** One command to run: its aggregate's decider and stream, and how to load the facts it needs. */
interface CommandRun<State, Command, Type extends EventType, Facts, Code extends string> {
  decider: Decider<State, Command, Type, Facts, Code>;
  streamName: string;
  command: Command;
  loadFacts: (state: State) => Facts | Promise<Facts>;
  options: RunOptions;
}

/**
 * A state evolved by the events just appended, each as a read of the stream would give it back (its
 * data through JSON, as stored). Evolving needs an event's type, data and metadata only (Decider).
 */
function evolveWritten<State, Type extends EventType>(
  decider: Pick<Decider<State, never, Type, never, string>, 'eventTypes' | 'evolve'>,
  state: State,
  events: readonly NewEvent[],
): State {
  return events.reduce((folded, event) => {
    if (!isEventOf(event, decider.eventTypes)) return folded;
    const asRead = { ...event, data: JSON.parse(JSON.stringify(event.data)) as unknown } as NewEventOf<Type>;
    return decider.evolve(folded, asRead);
  }, state);
}
