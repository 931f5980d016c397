import { Inject, Injectable } from '@nestjs/common';
import {
  type EligibleReviewItem,
  PROSPECT_MESSAGES,
  REVIEWABLE_STATUSES,
  type ReviewAverageAnswer,
  type ReviewListItem,
  type ReviewStatusAnswer,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { reputationOf } from './reputation.js';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { NETWORKER_NAME, OPERATOR_NAME, partyNameJoins } from '../../platform/database/party-names.js';
import { type ActingParty, PARTY_COLUMN } from '../../platform/http/acting-party.js';
import type { ReviewRefusalCode } from '../domain/review-commands.js';

/** The prospect's two parties, for their names. */
const PROSPECT_PARTIES = partyNameJoins('p.operator_id', 'p.networker_user_id');

/**
 * The reviews the caller received (own = reviewee) or gave (own = reviewer) in their active role,
 * newest first. The other party is always the other side; names are read now, so they are current.
 */
const LIST_SQL = (own: 'reviewer' | 'reviewee', otherPartyName: string) => `
SELECT r.id, r.prospect_id AS "submissionId", r.rating, r.comment, r.reviewer_type AS "reviewerType",
  r.reviewee_type AS "revieweeType", r.created_at AS "createdAt", p.prospect_name AS "prospectName",
  ${otherPartyName} AS "otherPartyName"
FROM reviews r
JOIN prospects p ON p.id = r.prospect_id
${PROSPECT_PARTIES}
WHERE r.${own}_user_id = $1 AND r.${own}_type = $2
ORDER BY r.created_at DESC, r.id DESC`;

/** The caller's prospects whose meeting was held and that their side has not reviewed, earliest first. */
const ELIGIBLE_SQL = (partyColumn: string) => `
SELECT p.id, p.prospect_name AS "prospectName", ${NETWORKER_NAME} AS "networkerName",
  ${OPERATOR_NAME} AS "operatorName", p.invitation_id AS "invitationUuid"
FROM prospects p
${PROSPECT_PARTIES}
WHERE p.${partyColumn} = $1 AND p.status = ANY($2)
  AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.prospect_id = p.id AND r.reviewer_type = $3)
ORDER BY p.created_at, p.id`;

const STATUS_SQL = (partyColumn: string) => `
SELECT r.rating, r.comment
FROM prospects p
LEFT JOIN reviews r ON r.prospect_id = p.id AND r.reviewer_type = $3
WHERE p.id = $1 AND p.${partyColumn} = $2`;

type ListRow = Omit<ReviewListItem, 'createdAt'> & { createdAt: Date };

/** Reads of the reviews read model, always the caller's own, in the role they act in. */
@Injectable()
export class ReviewLists {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  received(party: ActingParty, userId: string): Promise<ReviewListItem[]> {
    return this.list('reviewee', party, userId);
  }

  given(party: ActingParty, userId: string): Promise<ReviewListItem[]> {
    return this.list('reviewer', party, userId);
  }

  average(party: ActingParty, userId: string): Promise<ReviewAverageAnswer> {
    return reputationOf(this.dataSource, userId, party);
  }

  eligible(party: ActingParty, userId: string): Promise<EligibleReviewItem[]> {
    return this.dataSource.query<EligibleReviewItem[]>(ELIGIBLE_SQL(PARTY_COLUMN[party]), [
      userId,
      REVIEWABLE_STATUSES,
      party,
    ]);
  }

  /** The caller's side's review of one of their prospects; 404 for anyone else's, as the pipeline answers. */
  async status(party: ActingParty, userId: string, prospectId: string): Promise<ReviewStatusAnswer> {
    const [row] = await this.dataSource.query<{ rating: number | null; comment: string | null }[]>(
      STATUS_SQL(PARTY_COLUMN[party]),
      [prospectId, userId, party],
    );
    if (!row) {
      throw new RefusalError(
        refuse<ReviewRefusalCode>('review_prospect_not_found', PROSPECT_MESSAGES.notFound),
      );
    }
    return row.rating === null
      ? { hasReview: false, review: null }
      : { hasReview: true, review: { rating: row.rating, comment: row.comment } };
  }

  private async list(own: 'reviewer' | 'reviewee', party: ActingParty, userId: string) {
    const otherPartyName = party === 'operator' ? NETWORKER_NAME : OPERATOR_NAME;
    const rows = await this.dataSource.query<ListRow[]>(LIST_SQL(own, otherPartyName), [userId, party]);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }
}
