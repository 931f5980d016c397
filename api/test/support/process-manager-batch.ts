import type { RecordedEvent } from '@referrals/contracts';
import pg from 'pg';
import { NotificationProcessManager } from '../../src/notifications/delivery/notification-process-manager.js';
import { JobQueue } from '../../src/platform/jobs/job-queue.js';
import { RecordingContext } from '../projections/recording-context.js';
import type { TestApp } from './test-app.js';

/**
 * Hands these events to a notification process manager in one transaction on the app's database and
 * queues (or `jobs`), as the runner hands it a batch (a replay, when they were handled before). Answers the batch's
 * context: its statements and the screens it refreshed.
 */
export async function processManagerBatch(
  app: TestApp,
  events: readonly RecordedEvent[],
  jobs: Pick<JobQueue, 'addBulk'> = app.running.app.get(JobQueue),
): Promise<RecordingContext> {
  const client = new pg.Client({ connectionString: app.config.databaseUrl });
  await client.connect();
  try {
    const context = new RecordingContext(client);
    await client.query('BEGIN');
    await new NotificationProcessManager(jobs).handleBatch(events, context);
    await context.settled();
    await client.query('COMMIT');
    return context;
  } finally {
    await client.end();
  }
}
