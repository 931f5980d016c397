import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type AnswerInvitationQuestionAnswer,
  INVITATION_QUESTION_MESSAGES,
  invitationQuestionStream,
} from '@referrals/contracts';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { CommandRunner } from '../../../platform/events/command-runner.js';
import { DATA_SOURCE } from '../../../platform/database/database.token.js';
import { OPERATOR_NAME } from '../../../platform/database/party-names.js';
import { consumeOrRefuse, redisLimiter } from '../../../platform/http/rate-limit.js';
import { CLOCK, type Clock } from '../../../platform/ports/clock.js';
import { ID_GENERATOR, type IdGenerator } from '../../../platform/ports/id-generator.js';
import { REDIS } from '../../../platform/redis/redis-connections.js';
import { invitationQuestionDecider } from '../../domain/invitation-question.js';

const HOUR_SECONDS = 60 * 60;

/** The operator replies to a visitor's question from the dashboard; the reply is emailed to the asker. */
export class AnswerInvitationQuestion extends Command<AnswerInvitationQuestionAnswer> {
  constructor(
    readonly operatorId: string,
    readonly questionId: string,
    readonly answer: string,
  ) {
    super();
  }
}

/**
 * The asker's address is not verified (an operator could ask their own invitation in someone else's
 * name), so besides the per-question cap the decider keeps, replies are limited per operator per hour;
 * each attempt counts, before anything is read.
 */
@CommandHandler(AnswerInvitationQuestion)
export class AnswerInvitationQuestionHandler implements ICommandHandler<AnswerInvitationQuestion> {
  private readonly limiter: RateLimiterRedis;

  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limiter = redisLimiter(
      redis,
      config.redisKeyPrefix,
      'question-reply-operator',
      config.rateLimits.questionRepliesPerOperatorPerHour,
      HOUR_SECONDS,
    );
  }

  async execute({
    operatorId,
    questionId,
    answer,
  }: AnswerInvitationQuestion): Promise<AnswerInvitationQuestionAnswer> {
    await consumeOrRefuse(this.limiter, operatorId, INVITATION_QUESTION_MESSAGES.tooManyRepliesSent);
    const replyId = this.ids.uuid();
    const written = await this.runner.run(
      invitationQuestionDecider,
      invitationQuestionStream(questionId),
      {
        type: 'AnswerInvitationQuestion',
        questionId,
        replyId,
        operatorId,
        operatorName: await this.operatorName(operatorId),
        answer,
        at: this.clock.now().toISOString(),
      },
      () => ({ invitation: null }),
    );
    return { ...written, replyId };
  }

  /** The name the asker knows the operator by: their profile's, else their account's. */
  private async operatorName(operatorId: string): Promise<string> {
    const rows = await this.dataSource.query<{ name: string }[]>(
      `SELECT ${OPERATOR_NAME} AS name FROM users ou LEFT JOIN operator_profiles op ON op.user_id = ou.id
       WHERE ou.id = $1`,
      [operatorId],
    );
    return rows[0]?.name ?? '';
  }
}
