import { Inject, Injectable } from '@nestjs/common';
import { type CommandAnswer, type EventType, WrongExpectedVersion } from '@referrals/contracts';
import { RefusalError, type Decider, isRefusal } from '../../kernel/decider.js';
import { EventWriter } from './event-writer.js';
import { ReadYourWrites } from './read-your-writes.js';
import { StreamStates } from './stream-state.js';

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
 */
@Injectable()
export class CommandRunner {
  constructor(
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async run<State, Command, Type extends EventType, Facts, Code extends string>(
    decider: Decider<State, Command, Type, Facts, Code>,
    streamName: string,
    command: Command,
    loadFacts: (state: State) => Facts | Promise<Facts>,
    options: RunOptions = {},
  ): Promise<CommandAnswer> {
    for (let again = options.decideAgainOnConflict ?? 0; ; again--) {
      try {
        return await this.runOnce(decider, streamName, command, loadFacts, options);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || again <= 0) throw error;
      }
    }
  }

  private async runOnce<State, Command, Type extends EventType, Facts, Code extends string>(
    decider: Decider<State, Command, Type, Facts, Code>,
    streamName: string,
    command: Command,
    loadFacts: (state: State) => Facts | Promise<Facts>,
    options: RunOptions,
  ): Promise<CommandAnswer> {
    const { state, revision } = await this.streams.fold(streamName, decider);
    const decision = decider.decide(command, state, await loadFacts(state));
    if (isRefusal(decision)) throw new RefusalError(decision);
    if (decision.length === 0) throw new Error(`The decision on ${streamName} produced no event to append.`);
    const expected = options.appendAfterAnything ? 'any' : revision;
    return this.readYourWrites.answer(await this.writer.append(streamName, decision, expected));
  }
}
