import { Inject, Injectable } from '@nestjs/common';
import { invitationStream } from '@referrals/contracts';
import { RefusalError } from '../kernel/decider.js';
import { type StreamState, StreamStates } from '../platform/events/stream-state.js';
import { invitationDecider, operatorsInvitation } from './domain/invitation.js';
import type { InvitationState } from './domain/invitation-state.js';

/** Loads an invitation for a command by its operator: refused as unknown (404) or someone else's (403). */
@Injectable()
export class InvitationAccess {
  constructor(@Inject(StreamStates) private readonly streams: StreamStates) {}

  async ownedBy(operatorId: string, invitationId: string): Promise<StreamState<InvitationState>> {
    const loaded = await this.streams.current(invitationStream(invitationId), invitationDecider);
    const refusal = operatorsInvitation(loaded.state, operatorId);
    if (refusal) throw new RefusalError(refusal);
    return loaded;
  }
}
