import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { JoinWaitlistAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { Public } from '../../platform/http/access.decorators.js';
import { JoinWaitlistDto } from './join-waitlist.dto.js';
import { JoinWaitlist } from './join-waitlist.js';

/** The landing page's waitlist for sales operators: anyone may join, signed in or not. */
@Controller('waitlist')
export class JoinWaitlistController {
  constructor(@Inject(JoinWaitlist) private readonly waitlist: JoinWaitlist) {}

  @Post('sales-operator')
  @HttpCode(201)
  @Public()
  join(@Body() body: JoinWaitlistDto, @Req() request: Request): Promise<JoinWaitlistAnswer> {
    return this.waitlist.join(body, request.ip ?? 'unknown');
  }
}
