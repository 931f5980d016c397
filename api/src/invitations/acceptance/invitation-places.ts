import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';

/** Who holds a place on an invitation (the acceptance guard table, current as soon as a registration commits). */
@Injectable()
export class InvitationPlaces {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Inside a transaction, pass its manager (after taking the invitation's lock). */
  async holders(invitationId: string, manager?: EntityManager): Promise<string[]> {
    const rows = await (manager ?? this.dataSource).query<{ networker_user_id: string }[]>(
      'SELECT networker_user_id FROM invitation_acceptances WHERE invitation_id = $1',
      [invitationId],
    );
    return rows.map((row) => row.networker_user_id);
  }
}
