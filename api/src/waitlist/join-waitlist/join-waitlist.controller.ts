import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { JoinWaitlistAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { Public } from '../../platform/http/access.decorators.js';
import { JoinWaitlist } from '../commands/join-waitlist.command.js';
import { JoinWaitlistDto } from './join-waitlist.dto.js';

/** The landing page's waitlist for sales operators: anyone may join, signed in or not. */
@Controller('waitlist')
export class JoinWaitlistController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('sales-operator')
  @HttpCode(201)
  @Public()
  join(@Body() body: JoinWaitlistDto, @Req() request: Request): Promise<JoinWaitlistAnswer> {
    return this.commands.execute(new JoinWaitlist(body, request.ip ?? 'unknown'));
  }
}
