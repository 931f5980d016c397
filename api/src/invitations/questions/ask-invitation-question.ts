import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AskInvitationQuestionAnswer,
  type AskInvitationQuestionRequest,
  INVITATION_QUESTION_EVENT_TYPES,
  INVITATION_QUESTION_MESSAGES,
  type InvitationQuestionAskedData,
  invitationQuestionStream,
  isInvitationActive,
  NETWORKER_JOURNEY_MESSAGES as M,
} from '@referrals/contracts';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EventWriter } from '../../platform/events/event-writer.js';
import { consumeOrRefuse, redisLimiter } from '../../platform/http/rate-limit.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { REDIS } from '../../platform/redis/redis-connections.js';
import { InvitationDirectory } from '../invitation-directory.js';

const HOUR_SECONDS = 60 * 60;

/**
 * A visitor's question to the operator of an active invitation ('I have questions first'). Each
 * question emails the operator, so a per-address hourly limit keeps the form from being a spam relay.
 */
@Injectable()
export class AskInvitationQuestion {
  private readonly limiter: RateLimiterRedis;

  constructor(
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limiter = redisLimiter(
      redis,
      config.redisKeyPrefix,
      'invitation-question-ip',
      config.rateLimits.questionsPerIpPerHour,
      HOUR_SECONDS,
    );
  }

  async ask(
    idOrSlug: string,
    request: AskInvitationQuestionRequest,
    visitorIp: string,
  ): Promise<AskInvitationQuestionAnswer> {
    await consumeOrRefuse(this.limiter, visitorIp, INVITATION_QUESTION_MESSAGES.tooManyQuestions);
    const invitation = await this.directory.find(idOrSlug);
    if (!invitation) throw new NotFoundException(M.invitationNotFound);
    if (!isInvitationActive(invitation.status)) throw new BadRequestException(M.invitationDisabled);
    const questionId = this.ids.uuid();
    const data: InvitationQuestionAskedData = {
      questionId,
      invitationId: invitation.id,
      operatorId: invitation.operatorId,
      askerName: request.name,
      askerEmail: request.email,
      question: request.question,
    };
    await this.writer.append(
      invitationQuestionStream(questionId),
      [{ type: INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAsked, data }],
      'no_stream',
    );
    return { questionId };
  }
}
