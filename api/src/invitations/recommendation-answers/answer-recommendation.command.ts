import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import { ProspectCommands } from '../../pipeline/index.js';
import { InvitationPlaces } from '../acceptance/invitation-places.js';

/** A networker who holds a place on the invitation approves or rejects one of its recommendations. */
export class AnswerRecommendation extends Command<CommandAnswer> {
  constructor(
    readonly networkerUserId: string,
    readonly prospectId: string,
    readonly answer: 'approved' | 'rejected',
    readonly notes: string | null,
  ) {
    super();
  }
}

@CommandHandler(AnswerRecommendation)
export class AnswerRecommendationHandler implements ICommandHandler<AnswerRecommendation> {
  constructor(
    @Inject(ProspectCommands) private readonly prospects: ProspectCommands,
    @Inject(InvitationPlaces) private readonly places: InvitationPlaces,
  ) {}

  execute({ networkerUserId, prospectId, answer, notes }: AnswerRecommendation): Promise<CommandAnswer> {
    return this.prospects.run(
      { type: 'AnswerRecommendation', networkerUserId, prospectId, answer, notes },
      async (state) => ({
        networkerHoldsPlace:
          state.invitationId !== null &&
          (await this.places.holders(state.invitationId)).includes(networkerUserId),
      }),
    );
  }
}
