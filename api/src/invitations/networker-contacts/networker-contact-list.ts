import { Inject, Injectable } from '@nestjs/common';
import type { NetworkerContact } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';

type ContactRow = Omit<
  NetworkerContact,
  | 'createdAt'
  | 'updatedAt'
  | 'protectedUntil'
  | 'prospectId'
  | 'invitationUuid'
  | 'currentStatus'
  | 'submittedAt'
> & {
  createdAt: Date;
  updatedAt: Date;
  protectedUntil: Date | null;
};

/** The signed-in networker's contacts (submitted, approved or rejected recommendations), newest first. */
@Injectable()
export class NetworkerContactList {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(networkerUserId: string, invitationId?: string): Promise<NetworkerContact[]> {
    const rows = await this.dataSource.query<ContactRow[]>(
      `SELECT p.id, p.invitation_id AS "invitationId", i.slug AS "invitationSlug", p.operator_id AS "operatorId",
         o.profile->>'fullName' AS "operatorName", o.profile->>'company' AS "operatorCompany",
         p.prospect_name AS "prospectName", p.prospect_title AS "prospectTitle",
         p.prospect_company AS "prospectCompany", p.prospect_linkedin_url AS "prospectLinkedinUrl",
         p.networker_notes AS "networkerNotes", p.source_type AS "sourceType",
         p.approval_status AS "approvalStatus", p.status, p.rejection_reason AS "rejectionReason",
         p.status_correction AS "statusCorrection", p.protected_until AS "protectedUntil", p.created_at AS "createdAt", p.updated_at AS "updatedAt"
       FROM prospects p
       JOIN invitations i ON i.id = p.invitation_id
       LEFT JOIN operator_profiles o ON o.user_id = p.operator_id
       WHERE p.networker_user_id = $1 AND ($2::uuid IS NULL OR p.invitation_id = $2)
       ORDER BY p.updated_at DESC, p.id`,
      [networkerUserId, invitationId ?? null],
    );
    return rows.map((row) => ({
      ...row,
      prospectId: row.id,
      invitationUuid: row.invitationId,
      currentStatus: row.status,
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      protectedUntil: row.protectedUntil?.toISOString() ?? null,
    }));
  }
}
