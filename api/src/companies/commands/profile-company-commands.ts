import { Inject, Injectable } from '@nestjs/common';
import { type CommandAnswer, networkerStream, operatorStream } from '@referrals/contracts';
import { type OperatorCommand, operatorDecider } from '../../operators/index.js';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { CompanyCatalogue } from '../company-catalogue.js';
import { networkerDecider } from '../domain/networker.js';
import type { NetworkerCommand } from '../domain/networker-commands.js';

/**
 * Runs a change of a profile's companies on the profile's stream: the operator's target companies
 * and own company logos on `operator-{id}`, the networker's intro companies on `networker-{id}`,
 * with whether the company is in the catalogue (read only when one is added to a list).
 */
/**
 * A list change and a profile save on the same stream at once (the setup page does both) each decide
 * again on what the stream then holds, so neither is refused for the other.
 */
const DECIDE_AGAIN = 3;

@Injectable()
export class ProfileCompanyCommands {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue,
  ) {}

  onOperator(command: OperatorCommand): Promise<CommandAnswer> {
    return this.runner.run(
      operatorDecider,
      operatorStream(command.operatorId),
      command,
      async () =>
        command.type === 'AddTargetCompany'
          ? { companyInCatalogue: await this.inCatalogue(command.companyId) }
          : {},
      { decideAgainOnConflict: DECIDE_AGAIN },
    );
  }

  onIntros(command: NetworkerCommand): Promise<CommandAnswer> {
    return this.runner.run(
      networkerDecider,
      networkerStream(command.networkerUserId),
      command,
      async () =>
        command.type === 'AddIntroCompany'
          ? { companyInCatalogue: await this.inCatalogue(command.companyId) }
          : {},
      { decideAgainOnConflict: DECIDE_AGAIN },
    );
  }

  private async inCatalogue(companyId: string): Promise<boolean> {
    return (await this.catalogue.byId(companyId, null)) !== null;
  }
}
