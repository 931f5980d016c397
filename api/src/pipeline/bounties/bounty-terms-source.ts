import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_REVENUE_SHARE_MONTHS,
  invitationStream,
  isEventOf,
  OPERATOR_PROFILE_DEFAULTS,
  operatorStream,
} from '@referrals/contracts';
import { invitationDecider } from '../../invitations/index.js';
import { StreamStates } from '../../platform/events/stream-state.js';
import type { TermsInForce } from '../domain/prospect-state.js';

/**
 * The bounty terms in force right now for a prospect of this invitation, as its stream says at this
 * moment. An invitation stated before ADR 0022 names no revenue share: the operator profile's applies, as before.
 */
@Injectable()
export class BountyTermsSource {
  constructor(@Inject(StreamStates) private readonly streams: StreamStates) {}

  async current(invitationId: string, operatorId: string): Promise<TermsInForce> {
    const { bounties } = (await this.streams.current(invitationStream(invitationId), invitationDecider))
      .state;
    const revenueShareMonths = bounties.revenueShareMonths ?? DEFAULT_REVENUE_SHARE_MONTHS;
    if (bounties.revenueSharePercent !== undefined)
      return { terms: bounties, revenueSharePercent: bounties.revenueSharePercent, revenueShareMonths };
    const operatorPercent = await this.streams.load<number>(
      operatorStream(operatorId),
      OPERATOR_PROFILE_DEFAULTS.revenueShare,
      (percent, event) =>
        isEventOf(event, ['OperatorProfileSaved']) ? event.data.revenueSharePercent : percent,
    );
    return { terms: bounties, revenueSharePercent: operatorPercent.state, revenueShareMonths };
  }
}
