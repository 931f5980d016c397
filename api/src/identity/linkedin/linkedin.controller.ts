import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { UserAnswer } from '@referrals/contracts';
import { isUUID } from 'class-validator';
import type { Request, Response } from 'express';
import { Public } from '../../platform/http/access.decorators.js';
import { SignedInAnswer } from '../sessions/signed-in-answer.js';
import { LinkedInCompleteDto } from './linkedin-registration.dto.js';
import { LinkedInRegistration } from './linkedin-registration.js';
import { LinkedInSignIn } from './linkedin-sign-in.js';

/** A page load redirected elsewhere: never cached, since each carries one-time values. */
function redirect(response: Response, location: string): void {
  response.setHeader('Cache-Control', 'no-store');
  response.redirect(302, location);
}

@Controller('auth/linkedin')
export class LinkedInController {
  constructor(
    @Inject(LinkedInSignIn) private readonly signIn: LinkedInSignIn,
    @Inject(LinkedInRegistration) private readonly registration: LinkedInRegistration,
    @Inject(SignedInAnswer) private readonly signedIn: SignedInAnswer,
  ) {}

  /** 'Continue with LinkedIn': a browser navigation, so a bad invitation id is dropped rather than refused. */
  @Get()
  @Public()
  async start(@Req() request: Request, @Res() response: Response): Promise<void> {
    const invitation = request.query.invitationUuid;
    const invitationUuid = typeof invitation === 'string' && isUUID(invitation) ? invitation : null;
    redirect(response, await this.signIn.start(request, invitationUuid));
  }

  @Get('callback')
  @Public()
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    redirect(response, await this.signIn.finish(request));
  }

  @Post('complete')
  @Public()
  @HttpCode(201)
  async complete(
    @Body() body: LinkedInCompleteDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserAnswer> {
    const { userId, role } = await this.registration.complete(request, body);
    return { user: await this.signedIn.signIn(request, response, userId, role) };
  }
}
