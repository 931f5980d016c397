import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  AUTH_API_MESSAGES,
  type MessageAnswer,
  type SessionAnswer,
  type UserAnswer,
} from '@referrals/contracts';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { Public, SignedIn } from '../../platform/http/access.decorators.js';
import { csrfTokenFor } from '../../platform/http/csrf.js';
import { SESSION_COOKIE } from '../../platform/session/session.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { FindSignedInUser } from '../queries/find-signed-in-user.query.js';
import { SessionManager } from '../sessions/session-manager.js';
import { SignedInAnswer } from '../sessions/signed-in-answer.js';
import { PasswordSignIn } from './password-sign-in.js';
import { LoginDto } from './sign-in.dto.js';

/** How long a signed-out visitor's session (just a CSRF token) lives after the last request. */
const VISITOR_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

@Controller('auth')
export class SignInController {
  constructor(
    @Inject(SignedInAnswer) private readonly signedIn: SignedInAnswer,
    @Inject(PasswordSignIn) private readonly passwordSignIn: PasswordSignIn,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(SessionManager) private readonly sessions: SessionManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserAnswer> {
    const user = await this.passwordSignIn.verify(body.username, body.password, request.ip ?? 'unknown');
    return { user: await this.signedIn.signIn(request, response, user.id) };
  }

  /** Ends this session and its live sockets; safe to call when already signed out. */
  @Post('logout')
  @Public()
  @HttpCode(200)
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageAnswer> {
    await this.sessions.signOut(request);
    response.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: AUTH_API_MESSAGES.signedOut };
  }

  @Get('me')
  @SignedIn()
  async me(@Req() request: Request): Promise<UserAnswer['user']> {
    const user = await this.queries.execute(
      new FindSignedInUser(request.session.userId!, request.session.activeRole),
    );
    if (!user) throw new IdentityError('Please log in', 401);
    return user;
  }

  /** Who is signed in (if anyone) and the CSRF token this browser session must send with mutations. */
  @Get('session')
  @Public()
  async session(@Req() request: Request): Promise<SessionAnswer> {
    const user = request.session.userId
      ? await this.queries.execute(new FindSignedInUser(request.session.userId, request.session.activeRole))
      : null;
    // A visitor's session only holds a CSRF token: let it expire soon after the visit.
    if (!user) request.session.cookie.maxAge = VISITOR_SESSION_TTL_MS;
    return {
      authenticated: user !== null,
      user,
      csrfToken: csrfTokenFor(request),
      linkedinEnabled: this.config.linkedin !== null,
    };
  }
}
