import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import { ProspectCommands } from '../../../pipeline/index.js';

/** The operator withdraws a recommendation the networker has not answered. */
export class RemoveRecommendation extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly prospectId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveRecommendation)
export class RemoveRecommendationHandler implements ICommandHandler<RemoveRecommendation> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute({ operatorId, prospectId }: RemoveRecommendation): Promise<CommandAnswer> {
    return this.prospects.run({ type: 'RemoveRecommendation', operatorId, prospectId });
  }
}
