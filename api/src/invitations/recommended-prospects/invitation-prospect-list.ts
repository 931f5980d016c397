import { Inject, Injectable } from '@nestjs/common';
import type { InvitationProspect } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import {
  INVITATION_PROSPECT_JOINS,
  INVITATION_PROSPECT_ORDER,
  type InvitationProspectRow,
  invitationProspectOf,
  SELECT_INVITATION_PROSPECT_COLUMNS,
} from './invitation-prospect-rows.js';

/** Every prospect under an invitation with all its details, for the invitation's operator. */
@Injectable()
export class InvitationProspectList {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async forInvitation(invitationId: string): Promise<InvitationProspect[]> {
    const rows = await this.dataSource.query<InvitationProspectRow[]>(
      `SELECT ${SELECT_INVITATION_PROSPECT_COLUMNS}
       FROM prospects p ${INVITATION_PROSPECT_JOINS}
       WHERE p.invitation_id = $1 ORDER BY ${INVITATION_PROSPECT_ORDER}`,
      [invitationId],
    );
    return rows.map(invitationProspectOf);
  }
}
