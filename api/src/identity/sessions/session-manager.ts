import { Inject, Injectable } from '@nestjs/common';
import type { UserRole } from '@referrals/contracts';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { csrfTokenFor } from '../../platform/http/csrf.js';
import { LiveSockets } from '../../platform/live/live-sockets.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { REDIS } from '../../platform/redis/redis-connections.js';
import { SESSION_TTL_SECONDS } from '../../platform/session/session.js';

function promised(work: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) =>
    work((error) =>
      error
        ? reject(error instanceof Error ? error : new Error('session store failed', { cause: error }))
        : resolve(),
    ),
  );
}

/**
 * Signing in and out. A sign-in gets a fresh session id (no fixation) and a fresh CSRF token;
 * each user's session ids are indexed in Redis so that a password reset can end them all,
 * and signing out ends that session's live sockets too.
 */
@Injectable()
export class SessionManager {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LiveSockets) private readonly sockets: LiveSockets,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private userSessionsKey(userId: string): string {
    return `${this.config.redisKeyPrefix}:user-sessions:${userId}`;
  }

  private sessionKey(sessionId: string): string {
    return `${this.config.redisKeyPrefix}:sess:${sessionId}`;
  }

  /**
   * Answers the new CSRF token, which the response also carries in its header. Every sign-in proves who
   * the user is (a password, a passkey, LinkedIn, or a new account), so the session records when.
   */
  async signIn(request: Request, userId: string, activeRole: UserRole): Promise<string> {
    const previous = request.session.userId
      ? { userId: request.session.userId, sessionId: request.sessionID }
      : null;
    await promised((done) => request.session.regenerate(done));
    if (previous) await this.forgetSession(previous.userId, previous.sessionId);
    request.session.userId = userId;
    request.session.activeRole = activeRole;
    request.session.authenticatedAt = this.clock.now().getTime();
    const csrfToken = csrfTokenFor(request, true);
    await promised((done) => request.session.save(done));
    const key = this.userSessionsKey(userId);
    await this.redis.multi().sadd(key, request.sessionID).expire(key, SESSION_TTL_SECONDS).exec();
    return csrfToken;
  }

  async setActiveRole(request: Request, role: UserRole): Promise<void> {
    request.session.activeRole = role;
    await this.save(request);
  }

  /**
   * Writes the session now rather than when the answer goes out: before a redirect whose next
   * request must find what was stored, or for a change that must hold even if the request fails.
   */
  async save(request: Request): Promise<void> {
    await promised((done) => request.session.save(done));
  }

  /** Ends this session: its data in Redis and its sockets on every process. */
  async signOut(request: Request): Promise<void> {
    const { userId } = request.session;
    const sessionId = request.sessionID;
    await promised((done) => request.session.destroy(done));
    if (userId) await this.redis.srem(this.userSessionsKey(userId), sessionId);
    this.sockets.disconnectSession(sessionId);
  }

  /** Ends every session of the user, for instance after a password reset. */
  async endAllSessions(userId: string): Promise<number> {
    const key = this.userSessionsKey(userId);
    const sessionIds = await this.redis.smembers(key);
    if (sessionIds.length > 0) {
      await this.redis.del(...sessionIds.map((sessionId) => this.sessionKey(sessionId)));
    }
    await this.redis.del(key);
    for (const sessionId of sessionIds) this.sockets.disconnectSession(sessionId);
    return sessionIds.length;
  }

  private async forgetSession(userId: string, sessionId: string): Promise<void> {
    await this.redis.srem(this.userSessionsKey(userId), sessionId);
    this.sockets.disconnectSession(sessionId);
  }
}
