import { Body, Controller, Inject, Param, ParseUUIDPipe, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { optionalText } from '../../platform/http/optional-text.js';
import { AnswerRecommendation } from './answer-recommendation.command.js';
import { RecommendationAnswerDto } from './recommendation-answer.dto.js';

/** The networker approves or rejects a prospect the operator recommended (the Pending Your Approval list). */
@Controller('prospects')
export class RecommendationAnswersController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Patch(':id/status')
  @SignedIn('networker')
  answer(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: RecommendationAnswerDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(
      new AnswerRecommendation(request.session.userId!, id, body.status, optionalText(body.notes)),
    );
  }
}
