import { Inject, Injectable } from '@nestjs/common';
import { type CommandAnswer, prospectStream } from '@referrals/contracts';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { BountyTermsSource } from '../bounties/bounty-terms-source.js';
import { prospectDecider } from '../domain/prospect.js';
import { factsNeeded, type ProspectCommand, type ProspectFacts } from '../domain/prospect-commands.js';
import type { ProspectState } from '../domain/prospect-state.js';

/**
 * Runs a command on a prospect's stream with the facts its decision needs: the terms in force (read
 * only when they are about to be frozen) and the time. Facts only the caller knows (a place on the
 * invitation) come in `known`.
 */
@Injectable()
export class ProspectCommands {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(BountyTermsSource) private readonly termsSource: BountyTermsSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  run(
    command: ProspectCommand,
    known: (state: ProspectState) => Promise<ProspectFacts> | ProspectFacts = () => ({}),
  ): Promise<CommandAnswer> {
    return this.runner.run(prospectDecider, prospectStream(command.prospectId), command, async (state) => {
      const needed = factsNeeded(command, state);
      const facts: ProspectFacts = { ...(await known(state)) };
      if (needed.now) facts.now = this.clock.now();
      if (needed.termsInForce && state.invitationId && state.operatorId) {
        facts.termsInForce = await this.termsSource.current(state.invitationId, state.operatorId);
      }
      return facts;
    });
  }
}
