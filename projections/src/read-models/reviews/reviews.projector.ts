import { REVIEW_EVENT_TYPES } from '@referrals/contracts';
import { defineProjector } from '../../projector.js';
import { reviewInvalidations } from './review-invalidations.js';

/** Every review, read by both parties' review screens and the reviewee's activity. */
export const reviewsProjector = defineProjector({
  name: 'reviews',
  eventTypes: [REVIEW_EVENT_TYPES.reviewSubmitted],
  tables: ['reviews'],
  async handle(event, context) {
    const { data } = event;
    await context.query(
      `INSERT INTO reviews (id, prospect_id, invitation_id, reviewer_user_id, reviewer_type, reviewee_user_id,
         reviewee_type, rating, comment, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT DO NOTHING`,
      [
        data.reviewId,
        data.prospectId,
        data.invitationUuid,
        data.reviewerUserId,
        data.reviewerType,
        data.revieweeUserId,
        data.revieweeType,
        data.rating,
        data.comment,
        event.recordedAt,
      ],
    );
    for (const { userId, keys } of reviewInvalidations(data)) context.invalidateForUsers([userId], keys);
  },
});
