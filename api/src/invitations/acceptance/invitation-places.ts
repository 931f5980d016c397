import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import type { Statement } from '../../platform/database/statements-together.js';

interface HolderRow {
  networker_user_id: string;
}

/** The statement reading who holds a place on the invitation; in a transaction, after its lock. */
export function placeHoldersOf(invitationId: string): Statement {
  return {
    text: 'SELECT networker_user_id FROM invitation_acceptances WHERE invitation_id = $1',
    values: [invitationId],
  };
}

/** The statement that gives the networker a place on the invitation. */
export function placeTaken(invitationId: string, networkerUserId: string): Statement {
  return {
    text: 'INSERT INTO invitation_acceptances (invitation_id, networker_user_id) VALUES ($1, $2)',
    values: [invitationId, networkerUserId],
  };
}

/** The networkers in `placeHoldersOf`'s rows. */
export function placeHoldersIn(rows: readonly unknown[]): string[] {
  return (rows as HolderRow[]).map((row) => row.networker_user_id);
}

/** Who holds a place on an invitation (the acceptance guard table, current as soon as a registration commits). */
@Injectable()
export class InvitationPlaces {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async holders(invitationId: string): Promise<string[]> {
    const { text, values } = placeHoldersOf(invitationId);
    return placeHoldersIn(await this.dataSource.query<HolderRow[]>(text, values as unknown[]));
  }
}
