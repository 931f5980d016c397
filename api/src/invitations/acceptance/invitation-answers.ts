import { Inject, Injectable } from '@nestjs/common';
import {
  type CommandAnswer,
  INVITATION_EVENT_TYPES,
  invitationStream,
  NETWORKER_JOURNEY_MESSAGES as M,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { EventWriter, type WrittenEvents } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { StreamStates } from '../../platform/events/stream-state.js';
import { InvitationDirectory } from '../invitation-directory.js';
import { decideInvitation, invitationDecider } from '../domain/invitation.js';
import { accepted, RefusalError, refuse } from '../../kernel/decider.js';
import { advisoryLocks } from '../../platform/database/advisory-locks.js';
import { type TransactionWork, transactionOpenedWith } from '../../platform/database/statements-together.js';
import { invitationPlacesLock } from './invitation-acceptances.js';
import { placeHoldersIn, placeHoldersOf } from './invitation-places.js';

/**
 * The invitee passing on a personal invitation: decided and appended under the invitation's lock,
 * the one acceptances take, so a decline and an acceptance never both succeed.
 */
@Injectable()
export class DeclineInvitation {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async decline(
    networkerUserId: string,
    invitationRef: string,
  ): Promise<CommandAnswer & { invitationId: string }> {
    const found = await this.directory.find(invitationRef);
    if (!found) throw new RefusalError(refuse('invitation_not_found', M.invitationNotFound));
    const invitationId = found.id;
    // The invitation's lock, then who holds a place (read under it), with the transaction's start.
    const opening = [advisoryLocks([invitationPlacesLock(invitationId)]), placeHoldersOf(invitationId)];
    const written = await transactionOpenedWith(
      this.dataSource,
      opening,
      async (_manager, [, holders]): Promise<TransactionWork<WrittenEvents | null>> => {
        const placeHolders = placeHoldersIn(holders!.rows);
        const { state, revision } = await this.streams.current(
          invitationStream(invitationId),
          invitationDecider,
        );
        const command = { type: 'DeclineInvitation', invitationId, networkerUserId } as const;
        const declined = accepted(decideInvitation(command, state, { placeHolders }));
        // Declined before: nothing more to record.
        if (declined.length === 0) return { result: null };
        // Appended while the lock is held: an acceptance waiting on it reads the decline first.
        return { result: await this.writer.append(invitationStream(invitationId), declined, revision) };
      },
    );
    const answer = written
      ? await this.readYourWrites.answer(written)
      : await this.readYourWrites.answerAtHead([INVITATION_EVENT_TYPES.invitationDeclined]);
    return { ...answer, invitationId };
  }
}
