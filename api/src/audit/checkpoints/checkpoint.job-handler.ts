import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import type { JobHandler } from '../../platform/jobs/job-handler.js';
import { loadCheckpointKeys, requireSigningKey } from './configured-keys.js';
import { openLogHeads } from './log-heads.js';
import { CheckpointRefused, takeCheckpoint } from './take-checkpoint.js';

/** The periodic checkpoint (worker role): signs the stream heads when the log changed since the last one. */
export class AuditCheckpointJobHandler implements JobHandler<'audit.checkpoint'> {
  readonly jobName = 'audit.checkpoint' as const;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: Logger,
  ) {}

  async handle(): Promise<void> {
    const directory = this.config.audit.checkpointDir;
    if (!directory) {
      this.logger.warn(
        'audit checkpoint job skipped: checkpoints are off in this process (AUDIT_CHECKPOINT_DIR)',
      );
      return;
    }
    const signingKey = requireSigningKey(await loadCheckpointKeys(this.config.audit));
    const log = openLogHeads(this.config);
    try {
      const outcome = await takeCheckpoint({ log, directory, signingKey });
      const { statement } = outcome.checkpoint;
      if (outcome.kind === 'written') {
        this.logger.info(
          {
            sequence: statement.sequence,
            file: outcome.file,
            streams: statement.treeSize,
            rootHash: statement.rootHash,
          },
          'audit checkpoint written',
        );
      } else {
        this.logger.debug(
          { sequence: statement.sequence },
          'audit checkpoint not needed: the log is unchanged',
        );
      }
    } catch (error) {
      if (error instanceof CheckpointRefused) {
        this.logger.error(
          { problems: error.problems },
          'audit checkpoint refused: the event log no longer extends the latest checkpoint (run npm run audit:verify)',
        );
      }
      throw error;
    } finally {
      await log.close();
    }
  }
}
