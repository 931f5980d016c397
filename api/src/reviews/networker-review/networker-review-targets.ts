import { Inject, Injectable } from '@nestjs/common';
import { type NetworkerReviewData, REVIEW_MESSAGES } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { OPERATOR_NAME, partyNameJoins } from '../../platform/database/party-names.js';
import {
  chooseReviewTarget,
  isTargetRefused,
  type ReviewCandidate,
  type ReviewTarget,
} from '../domain/review-target.js';
import type { ReviewRefusalCode } from '../domain/review-commands.js';

/** The networker's prospects in the pipeline under the invitation, earliest first. */
const CANDIDATES_SQL = `
SELECT p.id AS "prospectId", p.status,
  EXISTS (SELECT 1 FROM reviews r WHERE r.prospect_id = p.id AND r.reviewer_type = 'networker') AS reviewed
FROM prospects p
WHERE p.networker_user_id = $1 AND p.invitation_id = $2 AND p.status IS NOT NULL
ORDER BY p.created_at, p.id`;

const PAGE_SQL = `
SELECT ${OPERATOR_NAME} AS name, NULLIF(op.profile->>'title', '') AS title,
  NULLIF(op.profile->>'company', '') AS company, NULLIF(op.profile->>'profileImageUrl', '') AS "profileImageUrl",
  p.prospect_name AS "prospectName", p.prospect_company AS "prospectCompany"
FROM prospects p ${partyNameJoins('p.operator_id', 'p.networker_user_id')}
WHERE p.id = $1`;

type PageRow = NetworkerReviewData['operatorInfo'] & Omit<NetworkerReviewData, 'operatorInfo' | 'prospectId'>;

/** Whatever the target's own refusal, the page answers one 404: not found or already submitted. */
const nothingToReview = () =>
  new RefusalError(refuse<ReviewRefusalCode>('review_target_not_found', REVIEW_MESSAGES.notFoundOrSubmitted));

/** What the networker's review page is about, read from the prospects and reviews read models. */
@Injectable()
export class NetworkerReviewTargets {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async choose(
    networkerUserId: string,
    invitationUuid: string,
    prospectId: string | null,
  ): Promise<ReviewTarget> {
    const candidates = await this.dataSource.query<ReviewCandidate[]>(CANDIDATES_SQL, [
      networkerUserId,
      invitationUuid,
    ]);
    return chooseReviewTarget(candidates, prospectId);
  }

  /** The review page's data; 404 when nothing is left to review (spec: not found or already submitted). */
  async pageData(
    networkerUserId: string,
    invitationUuid: string,
    prospectId: string | null,
  ): Promise<NetworkerReviewData> {
    const target = await this.choose(networkerUserId, invitationUuid, prospectId);
    if (isTargetRefused(target)) throw nothingToReview();
    const [row] = await this.dataSource.query<PageRow[]>(PAGE_SQL, [target.prospectId]);
    if (!row) throw nothingToReview();
    const { name, title, company, profileImageUrl, ...prospect } = row;
    return {
      operatorInfo: { name, title, company, profileImageUrl },
      prospectId: target.prospectId,
      ...prospect,
    };
  }
}
