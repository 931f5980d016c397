import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  INVITATION_EVENT_TYPES,
  INVITATION_MESSAGES,
  type InvitationLinkOpenedData,
  invitationStream,
} from '@referrals/contracts';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { RefusalError, refuse } from '../kernel/decider.js';
import { EventWriter } from '../platform/events/event-writer.js';
import { REDIS } from '../platform/redis/redis-connections.js';
import type { InvitationRefusalCode } from './domain/invitation-commands.js';
import { InvitationDirectory } from './invitation-directory.js';

/** One visitor reopening the page within this window counts once (reloads, back and forth). */
export const CLICK_DEDUPE_SECONDS = 30 * 60;

/**
 * Counts an opening of the public invitation page. Repeats from the same address within half an
 * hour are not counted again, so the count means people rather than reloads.
 */
@Injectable()
export class TrackInvitationClick {
  constructor(
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async track(idOrSlug: string, visitorIp: string): Promise<{ counted: boolean }> {
    const invitation = await this.directory.find(idOrSlug);
    if (!invitation) {
      throw new RefusalError(
        refuse<InvitationRefusalCode>('invitation_not_found', INVITATION_MESSAGES.notFound),
      );
    }
    const visitor = createHash('sha256').update(visitorIp).digest('base64url').slice(0, 22);
    const key = `${this.config.redisKeyPrefix}:invitation-click:${invitation.id}:${visitor}`;
    const first = await this.redis.set(key, '1', 'EX', CLICK_DEDUPE_SECONDS, 'NX');
    if (first !== 'OK') return { counted: false };
    const data: InvitationLinkOpenedData = { invitationId: invitation.id, operatorId: invitation.operatorId };
    await this.writer.append(
      invitationStream(invitation.id),
      [{ type: INVITATION_EVENT_TYPES.invitationLinkOpened, data }],
      'stream_exists',
    );
    return { counted: true };
  }
}
