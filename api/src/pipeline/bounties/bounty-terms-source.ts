import { Inject, Injectable } from '@nestjs/common';
import {
  type BountyTermsFixedData,
  invitationStream,
  OPERATOR_EVENT_TYPES,
  OPERATOR_PROFILE_DEFAULTS,
  type OperatorProfileSavedData,
  operatorStream,
} from '@referrals/contracts';
import { evolveInvitation, NO_INVITATION } from '../../invitations/invitation-state.js';
import { StreamStates } from '../../platform/events/stream-state.js';

/**
 * The bounty terms in force right now for a prospect of this invitation: the invitation's three
 * bounties and the operator's revenue share, as their streams say at this moment.
 */
@Injectable()
export class BountyTermsSource {
  constructor(@Inject(StreamStates) private readonly streams: StreamStates) {}

  async current(
    invitationId: string,
    operatorId: string,
  ): Promise<Pick<BountyTermsFixedData, 'terms' | 'revenueSharePercent'>> {
    const invitation = await this.streams.load(
      invitationStream(invitationId),
      NO_INVITATION,
      evolveInvitation,
    );
    const revenueSharePercent = await this.streams.load<number>(
      operatorStream(operatorId),
      OPERATOR_PROFILE_DEFAULTS.revenueShare,
      (percent, event) =>
        event.type === OPERATOR_EVENT_TYPES.operatorProfileSaved
          ? (event.data as OperatorProfileSavedData).revenueSharePercent
          : percent,
    );
    return { terms: invitation.state.bounties, revenueSharePercent: revenueSharePercent.state };
  }
}
