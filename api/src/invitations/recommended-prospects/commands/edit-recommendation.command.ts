import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer, ProspectFields } from '@referrals/contracts';
import { ProspectCommands } from '../../../pipeline/index.js';

/** The operator changes a recommendation the networker has not answered; an empty optional field clears it. */
export class EditRecommendation extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly prospectId: string,
    readonly fields: ProspectFields,
  ) {
    super();
  }
}

@CommandHandler(EditRecommendation)
export class EditRecommendationHandler implements ICommandHandler<EditRecommendation> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute({ operatorId, prospectId, fields }: EditRecommendation): Promise<CommandAnswer> {
    return this.prospects.run({ type: 'EditRecommendation', operatorId, prospectId, fields });
  }
}
