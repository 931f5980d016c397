import { Inject, Injectable } from '@nestjs/common';
import type { NetworkerContact } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import {
  CONTACT_JOINS,
  CONTACT_ORDER,
  type ContactRow,
  contactOf,
  SELECT_CONTACT_COLUMNS,
} from './networker-contact-rows.js';

/** The signed-in networker's contacts (submitted, approved or rejected recommendations), newest first. */
@Injectable()
export class NetworkerContactList {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(networkerUserId: string, invitationId?: string): Promise<NetworkerContact[]> {
    const rows = await this.dataSource.query<ContactRow[]>(
      `SELECT ${SELECT_CONTACT_COLUMNS}
       FROM prospects p ${CONTACT_JOINS}
       WHERE p.networker_user_id = $1 AND ($2::uuid IS NULL OR p.invitation_id = $2)
       ORDER BY ${CONTACT_ORDER}`,
      [networkerUserId, invitationId ?? null],
    );
    return rows.map(contactOf);
  }
}
