import type { SqlMigration } from '@referrals/projections';

/**
 * The inbox in pages is ordered by (created_at DESC, id) and read from a cursor on: with id in the index,
 * a page is the next rows of one index range, however many notifications the user has kept (2,000 a year
 * for an operator, docs/capacity.md). It leads like `notifications_by_user`, so it serves every lookup
 * that one served (the offset list too), and replaces it.
 */
export const notificationPageIndexesMigration: SqlMigration = {
  name: 'NotificationPageIndexes',
  timestamp: 1765510000000,
  up: `
CREATE INDEX notifications_by_user_order ON notifications (user_id, created_at DESC, id);
DROP INDEX notifications_by_user;`,
  down: `
CREATE INDEX notifications_by_user ON notifications (user_id, created_at DESC);
DROP INDEX notifications_by_user_order;`,
};
