import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer, DisputeOutcome } from '@referrals/contracts';
import { ProspectCommands } from '../../pipeline/index.js';

/** An auditor resolves a dispute; an adjusted outcome corrects the entry's amount. */
export class ResolveDispute extends Command<CommandAnswer> {
  constructor(
    readonly prospectId: string,
    readonly disputeId: string,
    readonly outcome: DisputeOutcome,
    readonly note: string,
    readonly correctedAmountCents: number | null,
  ) {
    super();
  }
}

@CommandHandler(ResolveDispute)
export class ResolveDisputeHandler implements ICommandHandler<ResolveDispute> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute(command: ResolveDispute): Promise<CommandAnswer> {
    const { prospectId, disputeId, outcome, note, correctedAmountCents } = command;
    return this.prospects.run({
      type: 'ResolveDispute',
      prospectId,
      disputeId,
      outcome,
      note,
      correctedAmountCents,
    });
  }
}
