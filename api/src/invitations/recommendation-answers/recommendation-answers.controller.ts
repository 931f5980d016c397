import { Body, Controller, Inject, Param, ParseUUIDPipe, Patch, Req } from '@nestjs/common';
import type { CommandAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { optionalText } from '../../platform/http/optional-text.js';
import { AnswerRecommendation } from './answer-recommendation.js';
import { RecommendationAnswerDto } from './recommendation-answer.dto.js';

/** The networker approves or rejects a prospect the operator recommended (the Pending Your Approval list). */
@Controller('prospects')
export class RecommendationAnswersController {
  constructor(@Inject(AnswerRecommendation) private readonly answers: AnswerRecommendation) {}

  @Patch(':id/status')
  @SignedIn('networker')
  answer(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: RecommendationAnswerDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.answers.answer(request.session.userId!, id, {
      status: body.status,
      notes: optionalText(body.notes),
    });
  }
}
