import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AskInvitationQuestionAnswer, InvitationQuestionItem } from '@referrals/contracts';
import type { Request } from 'express';
import { Public, SignedIn } from '../../platform/http/access.decorators.js';
import { AskInvitationQuestion } from './commands/ask-invitation-question.command.js';
import { ListInvitationQuestions } from '../queries/list-invitation-questions.query.js';
import { AskInvitationQuestionDto } from './invitation-question.dto.js';

/** 'I have questions first': visitors ask on the public page; the operator reads them on the dashboard. */
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
}
