import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BountyKind, CommandAnswer, PayoutMethod } from '@referrals/contracts';
import { ProspectCommands } from './prospect-commands.js';

/** The operator records the payment of an approved bounty, and how it was paid. */
export class PayBounty extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly prospectId: string,
    readonly kind: BountyKind,
    readonly method: PayoutMethod,
    readonly reference: string,
  ) {
    super();
  }
}

@CommandHandler(PayBounty)
export class PayBountyHandler implements ICommandHandler<PayBounty> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute({ operatorId, prospectId, kind, method, reference }: PayBounty): Promise<CommandAnswer> {
    return this.prospects.run({ type: 'PayBounty', operatorId, prospectId, kind, method, reference });
  }
}
