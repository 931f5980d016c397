import { Inject, Injectable } from '@nestjs/common';
import type { InvitationProspect } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { type FrozenTermsColumns, frozenTermsColumns, withFrozenTerms } from '../../pipeline/index.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';

/** Every prospect under an invitation with all its details, for the invitation's operator. */
@Injectable()
export class InvitationProspectList {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async forInvitation(invitationId: string): Promise<InvitationProspect[]> {
    const rows = await this.dataSource.query<
      (Omit<InvitationProspect, 'createdAt' | 'updatedAt' | 'terms'> & {
        createdAt: Date;
        updatedAt: Date;
      } & FrozenTermsColumns)[]
    >(
      `SELECT p.id, p.invitation_id AS "invitationId", p.prospect_name AS "prospectName",
         p.prospect_title AS "prospectTitle", p.prospect_company AS "prospectCompany",
         p.prospect_linkedin_url AS "prospectLinkedinUrl", p.prospect_linkedin_url AS "linkedinUrl",
         p.prospect_email AS "prospectEmail", p.prospect_phone AS "prospectPhone",
         p.operator_message AS "operatorMessage", p.networker_notes AS "networkerNotes",
         u.name AS "networkerName", p.profile_image_url AS "profileImageUrl", p.source_type AS "sourceType",
         p.approval_status AS "approvalStatus", p.status, t.won_at IS NOT NULL AS "dealWon", p.created_at AS "createdAt",
         p.updated_at AS "updatedAt", ${frozenTermsColumns('t')}
       FROM prospects p LEFT JOIN users u ON u.id = p.networker_user_id
       LEFT JOIN bounty_terms t ON t.prospect_id = p.id
       WHERE p.invitation_id = $1 ORDER BY p.created_at, p.id`,
      [invitationId],
    );
    return rows.map((row) => ({
      ...withFrozenTerms(row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
}
