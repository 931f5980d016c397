import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type {
  BountyKind,
  CommandAnswer,
  DisputeParty,
  DisputeReason,
  OpenDisputeAnswer,
} from '@referrals/contracts';
import { ProspectCommands } from '../../pipeline/index.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';

/** A party to the prospect (its operator or its networker) disputes one of its ledger entries. */
export class OpenDispute extends Command<OpenDisputeAnswer & CommandAnswer> {
  constructor(
    readonly userId: string,
    readonly party: DisputeParty,
    readonly prospectId: string,
    readonly kind: BountyKind,
    readonly reason: DisputeReason,
    readonly evidence: string,
    readonly links: string[],
  ) {
    super();
  }
}

@CommandHandler(OpenDispute)
export class OpenDisputeHandler implements ICommandHandler<OpenDispute> {
  constructor(
    @Inject(ProspectCommands) private readonly prospects: ProspectCommands,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute(command: OpenDispute): Promise<OpenDisputeAnswer & CommandAnswer> {
    const { userId, party, prospectId, kind, reason, evidence, links } = command;
    const disputeId = this.ids.uuid();
    const answer = await this.prospects.run({
      type: 'OpenDispute',
      prospectId,
      userId,
      party,
      disputeId,
      bountyKind: kind,
      reason,
      evidence,
      links,
    });
    return { disputeId, ...answer };
  }
}
