import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandAnswer, type InvitationBountyTerms, invitationStream } from '@referrals/contracts';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { invitationDecider } from '../domain/invitation.js';

/** The operator changes the bounties on offer; prospects approved before keep the terms they had. */
export class ChangeInvitationBounties extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly invitationId: string,
    readonly bounties: InvitationBountyTerms,
  ) {
    super();
  }
}

@CommandHandler(ChangeInvitationBounties)
export class ChangeInvitationBountiesHandler implements ICommandHandler<ChangeInvitationBounties> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  execute({ operatorId, invitationId, bounties }: ChangeInvitationBounties): Promise<CommandAnswer> {
    const command = { type: 'ChangeInvitationBounties', invitationId, operatorId, bounties } as const;
    return this.runner.run(invitationDecider, invitationStream(invitationId), command, () => ({}));
  }
}
