import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CommandAnswer, OperatorProfileAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { ownAccount } from '../../platform/http/own-account.js';
import { SaveOperatorProfile } from '../commands/save-operator-profile.command.js';
import { GetOperatorProfile } from '../queries/get-operator-profile.query.js';
import { OperatorProfileDto } from './operator-profile.dto.js';

/** The operator's own profile; other people see its public parts through invitations. */
@Controller('operator-profile')
export class OperatorProfileController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get(':userId')
  @SignedIn('operator')
  get(
    @Param('userId', ParseUUIDPipe) userId: string,
    @Req() request: Request,
  ): Promise<OperatorProfileAnswer> {
    return this.queries.execute(new GetOperatorProfile(ownAccount(request, userId)));
  }

  @Put(':userId')
  @SignedIn('operator')
  save(
    @Param('userId', ParseUUIDPipe) userId: string,
    @Body() body: OperatorProfileDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    ownAccount(request, userId);
    return this.commands.execute(new SaveOperatorProfile(userId, body));
  }
}
