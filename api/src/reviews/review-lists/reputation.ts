import { averageRating, type ReviewAverageAnswer, type ReviewParty } from '@referrals/contracts';
import type { DataSource } from 'typeorm';

const AVERAGE_SQL = `
SELECT count(*)::int AS count, coalesce(sum(rating), 0)::int AS sum
FROM reviews WHERE reviewee_user_id = $1 AND reviewee_type = $2`;

/** The average of the reviews a user received as operator or as networker: their reputation in that role. */
export async function reputationOf(
  dataSource: Pick<DataSource, 'query'>,
  userId: string,
  party: ReviewParty,
): Promise<ReviewAverageAnswer> {
  const [row] = await dataSource.query<{ count: number; sum: number }[]>(AVERAGE_SQL, [userId, party]);
  const totalReviews = row?.count ?? 0;
  return { averageRating: averageRating(row?.sum ?? 0, totalReviews), totalReviews };
}
