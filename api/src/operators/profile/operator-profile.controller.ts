import {
  Body,
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Put,
  Req,
} from '@nestjs/common';
import {
  type CommandAnswer,
  OPERATOR_PROFILE_MESSAGES,
  type OperatorProfile,
  type OperatorProfileAnswer,
  operatorProfileAnswer,
} from '@referrals/contracts';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { ownAccount } from '../../platform/http/own-account.js';
import { OperatorProfileDto } from './operator-profile.dto.js';
import { SaveOperatorProfile } from './save-operator-profile.js';

/** The operator's own profile; other people see its public parts through invitations. */
@Controller('operator-profile')
export class OperatorProfileController {
  constructor(
    @Inject(SaveOperatorProfile) private readonly saveProfile: SaveOperatorProfile,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get(':userId')
  @SignedIn('operator')
  async get(
    @Param('userId', ParseUUIDPipe) userId: string,
    @Req() request: Request,
  ): Promise<OperatorProfileAnswer> {
    ownAccount(request, userId);
    const rows = await this.dataSource.query<{ profile: OperatorProfile }[]>(
      'SELECT profile FROM operator_profiles WHERE user_id = $1',
      [userId],
    );
    if (!rows[0]) throw new NotFoundException(OPERATOR_PROFILE_MESSAGES.notFound);
    return operatorProfileAnswer(rows[0].profile);
  }

  @Put(':userId')
  @SignedIn('operator')
  save(
    @Param('userId', ParseUUIDPipe) userId: string,
    @Body() body: OperatorProfileDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    ownAccount(request, userId);
    return this.saveProfile.save(userId, body);
  }
}
