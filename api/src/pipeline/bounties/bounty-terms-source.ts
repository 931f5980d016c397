import { Inject, Injectable } from '@nestjs/common';
import {
  type BountyTermsFixedData,
  invitationStream,
  isEventOf,
  OPERATOR_PROFILE_DEFAULTS,
  operatorStream,
} from '@referrals/contracts';
import { invitationDecider } from '../../invitations/index.js';
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
    const invitation = await this.streams.fold(invitationStream(invitationId), invitationDecider);
    const revenueSharePercent = await this.streams.load<number>(
      operatorStream(operatorId),
      OPERATOR_PROFILE_DEFAULTS.revenueShare,
      (percent, event) =>
        isEventOf(event, ['OperatorProfileSaved']) ? event.data.revenueSharePercent : percent,
    );
    return { terms: invitation.state.bounties, revenueSharePercent: revenueSharePercent.state };
  }
}
