import type { SqlMigration } from './sql-migration.js';

/**
 * Reviews: one row per prospect and reviewing side (the review stream holds one event), so a
 * replay lands on the same row. Names are joined at read time, so they stay current.
 */
export const reviewsMigration: SqlMigration = {
  name: 'Reviews',
  timestamp: 1764400000500,
  up: `
CREATE TABLE reviews (
  id uuid PRIMARY KEY,
  prospect_id uuid NOT NULL,
  invitation_id uuid NOT NULL,
  reviewer_user_id uuid NOT NULL,
  reviewer_type text NOT NULL CHECK (reviewer_type IN ('operator', 'networker')),
  reviewee_user_id uuid NOT NULL,
  reviewee_type text NOT NULL CHECK (reviewee_type IN ('operator', 'networker')),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text,
  created_at timestamptz NOT NULL,
  UNIQUE (prospect_id, reviewer_type)
);
CREATE INDEX reviews_reviewer ON reviews (reviewer_user_id, reviewer_type, created_at DESC);
CREATE INDEX reviews_reviewee ON reviews (reviewee_user_id, reviewee_type, created_at DESC);`,
  down: `DROP TABLE reviews;`,
};
