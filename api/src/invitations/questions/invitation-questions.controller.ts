import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { AskInvitationQuestionAnswer, InvitationQuestionItem } from '@referrals/contracts';
import type { Request } from 'express';
import { Public, SignedIn } from '../../platform/http/access.decorators.js';
import { AskInvitationQuestion } from './ask-invitation-question.js';
import { AskInvitationQuestionDto } from './invitation-question.dto.js';
import { InvitationQuestionList } from './invitation-question-list.js';

/** 'I have questions first': visitors ask on the public page; the operator reads them on the dashboard. */
@Controller()
export class InvitationQuestionsController {
  constructor(
    @Inject(AskInvitationQuestion) private readonly questions: AskInvitationQuestion,
    @Inject(InvitationQuestionList) private readonly list: InvitationQuestionList,
  ) {}

  @Post('invitations/:idOrSlug/questions')
  @HttpCode(201)
  @Public()
  ask(
    @Param('idOrSlug') idOrSlug: string,
    @Body() body: AskInvitationQuestionDto,
    @Req() request: Request,
  ): Promise<AskInvitationQuestionAnswer> {
    return this.questions.ask(idOrSlug, body, request.ip ?? 'unknown');
  }

  @Get('operator/invitation-questions')
  @SignedIn('operator')
  mine(@Req() request: Request): Promise<InvitationQuestionItem[]> {
    return this.list.of(request.session.userId!);
  }
}
