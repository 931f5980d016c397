import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandAnswer, usd } from '@referrals/contracts';
import { ProspectCommands } from './prospect-commands.js';

/** The operator records that the prospect became a customer, with the deal's value in dollars. */
export class RecordWonDeal extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly prospectId: string,
    readonly dealValue: number,
  ) {
    super();
  }
}

@CommandHandler(RecordWonDeal)
export class RecordWonDealHandler implements ICommandHandler<RecordWonDeal> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute({ operatorId, prospectId, dealValue }: RecordWonDeal): Promise<CommandAnswer> {
    const dealValueCents = usd(dealValue).amountCents;
    return this.prospects.run({ type: 'RecordWonDeal', operatorId, prospectId, dealValueCents });
  }
}
