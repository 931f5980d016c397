import { JOB_QUEUE } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { publicKeyFingerprint, publicKeyText } from './checkpoint-keys.js';
import { loadCheckpointKeys, requireSigningKey } from './configured-keys.js';

/** One scheduler for the whole deployment: BullMQ adds its jobs once, whichever worker takes them. */
export const AUDIT_CHECKPOINT_SCHEDULER = 'audit-checkpoint';

const DAY_S = 24 * 60 * 60;

/**
 * At the start of a worker: schedules the periodic checkpoint when it is configured (a bad or missing
 * signing key stops the start), or removes the schedule and says that checkpoints are off. Redis
 * being away at that moment does not stop the start: it is logged, and the next start schedules.
 */
export async function scheduleAuditCheckpoints(
  jobs: JobQueue,
  config: AppConfig,
  logger: Logger,
): Promise<void> {
  const queue = jobs.queue(JOB_QUEUE['audit.checkpoint']);
  const { checkpointDir, checkpointIntervalMinutes } = config.audit;
  const inRedis = async (what: string, work: () => Promise<unknown>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      logger.warn({ err: error }, `could not ${what} the audit checkpoint schedule; the next start will`);
    }
  };
  if (!checkpointDir || checkpointIntervalMinutes === 0) {
    await inRedis('remove', () => queue.removeJobScheduler(AUDIT_CHECKPOINT_SCHEDULER));
    const off = checkpointDir
      ? 'periodic audit checkpoints are off (AUDIT_CHECKPOINT_INTERVAL_MINUTES=0): take them with npm run audit:checkpoint'
      : 'audit checkpoints are off: set AUDIT_CHECKPOINT_DIR and AUDIT_SIGNING_KEY_FILE, or a rewritten or truncated stream goes unnoticed';
    if (config.nodeEnv === 'production') logger.warn(off);
    else logger.info(off);
    return;
  }
  const keys = await loadCheckpointKeys(config.audit);
  requireSigningKey(keys);
  await inRedis('save', () =>
    queue.upsertJobScheduler(
      AUDIT_CHECKPOINT_SCHEDULER,
      { every: checkpointIntervalMinutes * 60_000 },
      {
        name: 'audit.checkpoint',
        data: {},
        // A refused checkpoint stays refused until someone looks: no retries, the next run tries again.
        opts: { attempts: 1, removeOnComplete: { age: DAY_S }, removeOnFail: { age: 7 * DAY_S } },
      },
    ),
  );
  logger.info(
    {
      directory: checkpointDir,
      everyMinutes: checkpointIntervalMinutes,
      publicKey: publicKeyText(keys.publicKey),
      fingerprint: publicKeyFingerprint(keys.publicKey),
      ...(keys.generatedKeyFile ? { generatedDevelopmentKey: keys.generatedKeyFile } : {}),
    },
    'audit checkpoints on: the stream heads are signed periodically (give the public key to auditors)',
  );
}
