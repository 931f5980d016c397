import { Inject, Injectable } from '@nestjs/common';
import {
  type ApprovedProspect,
  type ContactWithStatus,
  type NetworkerInvitation,
  RECOMMENDED_SOURCE,
  type SubmittedContact,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { withIsoDates } from '../../platform/database/iso-dates.js';
import { InvitationDirectory } from '../invitation-directory.js';
import { joinedOperatorProfile } from './operator-profile-summary.js';

type Dated<Row, Key extends keyof Row> = Omit<Row, Key> & Record<Key, Date>;

/** The signed-in networker's own lists, read from the projections; nobody else's rows are ever selected. */
@Injectable()
export class NetworkerLists {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
  ) {}

  /** Recommendations still waiting for an answer, on the invitations the networker joined; newest first. */
  async pendingApproval(networkerUserId: string): Promise<ContactWithStatus[]> {
    const rows = await this.dataSource.query<Dated<ContactWithStatus, 'submittedAt'>[]>(
      `SELECT p.id AS "prospectId", p.prospect_name AS "prospectName", p.prospect_title AS "prospectTitle",
         p.prospect_company AS "prospectCompany", p.prospect_linkedin_url AS "prospectLinkedinUrl",
         p.status AS "currentStatus", p.created_at AS "submittedAt", o.profile->>'fullName' AS "operatorName",
         p.approval_status AS "approvalStatus", p.source_type AS "sourceType", p.invitation_id AS "invitationUuid"
       FROM prospects p
       JOIN invitation_registrations mine
         ON mine.invitation_id = p.invitation_id AND mine.networker_user_id = $1
       LEFT JOIN operator_profiles o ON o.user_id = p.operator_id
       WHERE p.source_type = $2 AND p.approval_status = 'pending'
       ORDER BY p.created_at DESC, p.id DESC`,
      [networkerUserId, RECOMMENDED_SOURCE],
    );
    return rows.map((row) => withIsoDates(row, ['submittedAt']));
  }

  async invitations(networkerUserId: string): Promise<NetworkerInvitation[]> {
    const accepted = await this.directory.acceptedBy(networkerUserId);
    return accepted.map((invitation) => ({
      ...invitation,
      operatorProfile: joinedOperatorProfile(invitation.operatorProfile),
    }));
  }

  /**
   * Recommendations the networker approved, to introduce, with the invitation's bounties. One whose
   * invitation acceptance is not projected yet appears with the refresh that follows it.
   */
  async approvedProspects(networkerUserId: string): Promise<ApprovedProspect[]> {
    const [rows, invitations] = await Promise.all([
      this.dataSource.query<
        (Omit<ApprovedProspect, 'operatorProfile' | 'invitation'> & { invitationId: string })[]
      >(
        `SELECT id, prospect_name AS "prospectName", prospect_title AS "prospectTitle",
           prospect_company AS "prospectCompany", prospect_linkedin_url AS "prospectLinkedinUrl",
           profile_image_url AS "profileImageUrl", networker_notes AS "networkerNotes",
           source_type AS "sourceType", status, invitation_id AS "invitationId"
         FROM prospects
         WHERE networker_user_id = $1 AND source_type = $2 AND approval_status = 'approved'
         ORDER BY updated_at DESC, id`,
        [networkerUserId, RECOMMENDED_SOURCE],
      ),
      this.directory.acceptedBy(networkerUserId),
    ]);
    const byId = new Map(invitations.map((invitation) => [invitation.id, invitation]));
    return rows.flatMap(({ invitationId, ...prospect }) => {
      const found = byId.get(invitationId);
      if (!found) return [];
      const { operatorProfile, acceptedAt: _acceptedAt, ...invitation } = found;
      return [{ ...prospect, operatorProfile: joinedOperatorProfile(operatorProfile), invitation }];
    });
  }

  /** The contacts the networker submitted themselves (typed in or by LinkedIn address); newest first. */
  async submittedContacts(networkerUserId: string): Promise<SubmittedContact[]> {
    const rows = await this.dataSource.query<Dated<SubmittedContact, 'createdAt' | 'updatedAt'>[]>(
      `SELECT id, id AS "prospectId", prospect_name AS "prospectName", prospect_company AS "prospectCompany",
         prospect_linkedin_url AS "linkedinUrl", status, created_at AS "createdAt", updated_at AS "updatedAt",
         invitation_id AS "invitationUuid"
       FROM prospects
       WHERE networker_user_id = $1 AND source_type <> $2
       ORDER BY created_at DESC, id DESC`,
      [networkerUserId, RECOMMENDED_SOURCE],
    );
    return rows.map((row) => withIsoDates(row, ['createdAt', 'updatedAt']));
  }
}
