import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandAnswer, invitationStream } from '@referrals/contracts';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { invitationDecider } from '../domain/invitation.js';

export interface InvitationChange {
  networkerFirstName?: string;
  isActive?: boolean;
}

/** The operator renames the invited networker, or disables or enables the link. */
export class ChangeInvitation extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly invitationId: string,
    readonly change: InvitationChange,
  ) {
    super();
  }
}

@CommandHandler(ChangeInvitation)
export class ChangeInvitationHandler implements ICommandHandler<ChangeInvitation> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  execute({ operatorId, invitationId, change }: ChangeInvitation): Promise<CommandAnswer> {
    const command = { type: 'ChangeInvitation', invitationId, operatorId, ...change } as const;
    return this.runner.run(invitationDecider, invitationStream(invitationId), command, () => ({}));
  }
}
