// A projection runner in a process of its own, so that a test can kill it with SIGKILL mid-batch.
// Runs the compiled code: the build (tsc -b) must have run first.
import { allProjectors, ProjectionRunner } from '@referrals/projections';
import pg from 'pg';
import { PostgresEventStore } from '../../dist/platform/event-store/postgres/postgres-event-store.js';

const connectionString = process.env.DATABASE_URL;
const store = new PostgresEventStore({ connectionString });
const pool = new pg.Pool({ connectionString, max: 4, application_name: 'runner-child' });
// PROJECTORS (comma-separated names) runs only those; all by default.
const only = process.env.PROJECTORS?.split(',');
const runner = new ProjectionRunner({
  store,
  pool,
  projectors: only ? allProjectors.filter((projector) => only.includes(projector.name)) : allProjectors,
  maxBatchSize: Number(process.env.BATCH_SIZE ?? 200),
  onBatchCommitted: () => process.stdout.write('.'),
});
runner.start();
process.stdout.write('started\n');
