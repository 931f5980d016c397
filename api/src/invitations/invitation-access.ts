import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { INVITATION_MESSAGES, invitationStream } from '@referrals/contracts';
import { type StreamState, StreamStates } from '../platform/events/stream-state.js';
import { evolveInvitation, type InvitationState, NO_INVITATION } from './invitation-state.js';

export const NOT_YOUR_INVITATION = 'This invitation belongs to another operator.';

/** Loads an invitation for a command by its operator: 404 when unknown, 403 when someone else's. */
@Injectable()
export class InvitationAccess {
  constructor(@Inject(StreamStates) private readonly streams: StreamStates) {}

  async ownedBy(operatorId: string, invitationId: string): Promise<StreamState<InvitationState>> {
    const loaded = await this.streams.load(invitationStream(invitationId), NO_INVITATION, evolveInvitation);
    if (!loaded.state.exists) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    if (loaded.state.operatorId !== operatorId) throw new ForbiddenException(NOT_YOUR_INVITATION);
    return loaded;
  }
}
