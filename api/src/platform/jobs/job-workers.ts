import { JOB_QUEUE, type JobName, type JobPayloads, type QueueName } from '@referrals/contracts';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { createRedis } from '../redis/redis-connections.js';
import { checkJobHandlers, type JobHandler } from './job-handler.js';
import { bullPrefix } from './job-queue.js';

type JobWorker = Worker<JobPayloads[JobName], void, JobName>;

/** One BullMQ worker per queue, dispatching each job to the handler of its name (worker role). */
export class JobWorkers {
  private readonly workers: JobWorker[] = [];
  private readonly connections: Redis[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly handlers: readonly JobHandler[],
    private readonly logger: Logger,
  ) {
    checkJobHandlers(handlers, Object.keys(JOB_QUEUE) as JobName[]);
  }

  start(): void {
    const queues = new Set<QueueName>(Object.values(JOB_QUEUE));
    for (const queue of queues) {
      const connection = createRedis(this.config.redisUrl, { maxRetriesPerRequest: null });
      connection.on('error', () => undefined);
      this.connections.push(connection);
      const worker = new Worker<JobPayloads[JobName], void, JobName>(
        queue,
        async (job) => {
          const handler = this.handlers.find((candidate) => candidate.jobName === job.name);
          if (!handler) throw new Error(`No handler for job "${job.name}"`);
          await handler.handle(job.data, { jobId: job.id ?? '', attempt: job.attemptsMade + 1 });
        },
        {
          connection,
          prefix: bullPrefix(this.config),
          concurrency: 8,
          // A killed worker stops renewing its lock; the stalled check then hands its jobs to another run.
          lockDuration: this.config.jobLockMs,
          stalledInterval: this.config.jobLockMs,
        },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn(
          { queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: error },
          'job failed',
        ),
      );
      worker.on('error', (error) => this.logger.warn({ queue, err: error }, 'job worker problem'));
      this.workers.push(worker);
    }
  }

  /** Lets running jobs finish, then disconnects: no job is left stalled. BullMQ leaves given connections open. */
  async stop(): Promise<void> {
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
    for (const connection of this.connections) connection.disconnect();
  }
}
