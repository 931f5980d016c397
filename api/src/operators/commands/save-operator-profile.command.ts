import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandAnswer, type OperatorProfileRequest, operatorStream } from '@referrals/contracts';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { operatorDecider } from '../domain/operator.js';

/** The operator saves their whole profile (PUT /api/operator-profile/{userId}, or the demo's seed). */
export class SaveOperatorProfile extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    /** Checked by the DTO; omitted fields are saved empty. */
    readonly request: OperatorProfileRequest,
  ) {
    super();
  }
}

@CommandHandler(SaveOperatorProfile)
export class SaveOperatorProfileHandler implements ICommandHandler<SaveOperatorProfile> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  execute({ operatorId, request }: SaveOperatorProfile): Promise<CommandAnswer> {
    return this.runner.run(
      operatorDecider,
      operatorStream(operatorId),
      { type: 'SaveOperatorProfile', operatorId, request },
      () => ({}),
    );
  }
}
