import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type {
  AnswerInvitationQuestionAnswer,
  AskInvitationQuestionAnswer,
  InvitationQuestionItem,
} from '@referrals/contracts';
import type { Request } from 'express';
import { Public, SignedIn } from '../../platform/http/access.decorators.js';
import { AnswerInvitationQuestion } from './commands/answer-invitation-question.command.js';
import { AskInvitationQuestion } from './commands/ask-invitation-question.command.js';
import { ListInvitationQuestions } from '../queries/list-invitation-questions.query.js';
import { AnswerInvitationQuestionDto, AskInvitationQuestionDto } from './invitation-question.dto.js';

/**
 * 'I have questions first': visitors ask on the public page; the operator reads them on the
 * dashboard and replies there (the reply is emailed to the asker).
 */
@Controller()
export class InvitationQuestionsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post('invitations/:idOrSlug/questions')
  @HttpCode(201)
  @Public()
  ask(
    @Param('idOrSlug') idOrSlug: string,
    @Body() body: AskInvitationQuestionDto,
    @Req() request: Request,
  ): Promise<AskInvitationQuestionAnswer> {
    return this.commands.execute(new AskInvitationQuestion(idOrSlug, body, request.ip ?? 'unknown'));
  }

  @Get('operator/invitation-questions')
  @SignedIn('operator')
  mine(@Req() request: Request): Promise<InvitationQuestionItem[]> {
    return this.queries.execute(new ListInvitationQuestions(request.session.userId!));
  }

  @Post('operator/invitation-questions/:questionId/replies')
  @HttpCode(201)
  @SignedIn('operator')
  reply(
    @Param('questionId', ParseUUIDPipe) questionId: string,
    @Body() body: AnswerInvitationQuestionDto,
    @Req() request: Request,
  ): Promise<AnswerInvitationQuestionAnswer> {
    return this.commands.execute(
      new AnswerInvitationQuestion(request.session.userId!, questionId, body.answer),
    );
  }
}
