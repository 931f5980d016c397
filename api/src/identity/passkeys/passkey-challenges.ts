import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
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
  ) {}

  /** Replaces any earlier challenge of this session. */
  issue(request: Request, challenge: Unissued<PasskeyChallenge>): void {
    request.session.passkeyChallenge = {
      ...challenge,
      expiresAt: expiresAfter(this.clock.now(), PASSKEY_CHALLENGE_TTL_MS),
    };
  }

  /** Takes the challenge for one verification attempt; its removal is saved before the attempt starts. */
  async take(request: Request): Promise<PasskeyChallenge | null> {
    const challenge = takeChallenge(request.session, this.clock.now());
    await this.sessions.save(request);
    return challenge;
  }
}
