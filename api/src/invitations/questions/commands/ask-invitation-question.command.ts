import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type AskInvitationQuestionAnswer,
  type AskInvitationQuestionRequest,
  INVITATION_QUESTION_MESSAGES,
  invitationQuestionStream,
} from '@referrals/contracts';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { CommandRunner } from '../../../platform/events/command-runner.js';
import { consumeOrRefuse, redisLimiter } from '../../../platform/http/rate-limit.js';
import { ID_GENERATOR, type IdGenerator } from '../../../platform/ports/id-generator.js';
import { REDIS } from '../../../platform/redis/redis-connections.js';
import { invitationQuestionDecider } from '../../domain/invitation-question.js';
import { InvitationDirectory } from '../../invitation-directory.js';

const HOUR_SECONDS = 60 * 60;

/** A visitor's question to the operator of an active invitation ('I have questions first'). */
export class AskInvitationQuestion extends Command<AskInvitationQuestionAnswer> {
  constructor(
    /** The page's invitation, by id or slug. */
    readonly idOrSlug: string,
    readonly request: AskInvitationQuestionRequest,
    readonly visitorIp: string,
  ) {
    super();
  }
}

/**
 * Each question emails the operator, so a per-address hourly limit keeps the form from being a spam
 * relay; it is counted before anything is read.
 */
@CommandHandler(AskInvitationQuestion)
export class AskInvitationQuestionHandler implements ICommandHandler<AskInvitationQuestion> {
  private readonly limiter: RateLimiterRedis;

  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
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

  async execute({
    idOrSlug,
    request,
    visitorIp,
  }: AskInvitationQuestion): Promise<AskInvitationQuestionAnswer> {
    await consumeOrRefuse(this.limiter, visitorIp, INVITATION_QUESTION_MESSAGES.tooManyQuestions);
    const questionId = this.ids.uuid();
    await this.runner.run(
      invitationQuestionDecider,
      invitationQuestionStream(questionId),
      {
        type: 'AskInvitationQuestion',
        questionId,
        askerName: request.name,
        askerEmail: request.email,
        question: request.question,
      },
      async () => ({ invitation: await this.directory.find(idOrSlug) }),
    );
    return { questionId };
  }
}
