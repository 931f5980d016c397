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

/** Writes to one operator's stream come from that operator's own screens: a few rounds settle any race. */
const DECIDE_AGAIN = 3;

@CommandHandler(SaveOperatorProfile)
export class SaveOperatorProfileHandler implements ICommandHandler<SaveOperatorProfile> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  execute({ operatorId, request }: SaveOperatorProfile): Promise<CommandAnswer> {
    return this.runner.run(
      operatorDecider,
      operatorStream(operatorId),
      { type: 'SaveOperatorProfile', operatorId, request },
      () => ({}),
      // A save is a snapshot: the last one stands, as it did before, even when the operator's
      // target companies changed on the same stream in between.
      { decideAgainOnConflict: DECIDE_AGAIN },
    );
  }
}
