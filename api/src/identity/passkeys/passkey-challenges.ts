import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { REDIS } from '../../platform/redis/redis-connections.js';
import { SessionManager } from '../sessions/session-manager.js';
import {
  expiresAfter,
  type PasskeyChallenge,
  PASSKEY_CHALLENGE_TTL_MS,
  takeChallenge,
} from './passkey-session.js';

type Unissued<Challenge> = Challenge extends unknown ? Omit<Challenge, 'expiresAt'> : never;

/** Keeps each browser session's one outstanding passkey challenge server-side. */
@Injectable()
export class PasskeyChallenges {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SessionManager) private readonly sessions: SessionManager,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Replaces any earlier challenge of this session. */
  issue(request: Request, challenge: Unissued<PasskeyChallenge>): void {
    request.session.passkeyChallenge = {
      ...challenge,
      expiresAt: expiresAfter(this.clock.now(), PASSKEY_CHALLENGE_TTL_MS),
    };
  }

  /**
   * Takes the challenge for one verification attempt; its removal is saved before the attempt
   * starts. Two attempts sent at the same moment both read the session before either saves, so
   * a marker set only once in Redis decides which of them gets the challenge.
   */
  async take(request: Request): Promise<PasskeyChallenge | null> {
    const challenge = takeChallenge(request.session, this.clock.now());
    await this.sessions.save(request);
    if (!challenge) return null;
    const first = await this.redis.set(
      `${this.config.redisKeyPrefix}:passkey-challenge-used:${challenge.challenge}`,
      '1',
      'PX',
      PASSKEY_CHALLENGE_TTL_MS,
      'NX',
    );
    return first === 'OK' ? challenge : null;
  }
}
