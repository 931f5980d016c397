import { JOB_QUEUE, type JobName, type JobPayloads, type QueueName, QUEUES } from '@referrals/contracts';
import { type JobsOptions, Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { createRedis } from '../redis/redis-connections.js';

/** Completed jobs are kept a day so that a re-added job id (a replayed reaction) is still absorbed. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 60 * 60 },
  removeOnFail: { age: 7 * 24 * 60 * 60 },
};

export function bullPrefix(config: Pick<AppConfig, 'redisKeyPrefix'>): string {
  return `${config.redisKeyPrefix}:bull`;
}

export interface JobAddOptions {
  jobId?: string;
}

/** One job for `addBulk`: its name, the payload that name takes, and the options `add` takes. */
export type JobToAdd = {
  [Name in JobName]: { name: Name; data: JobPayloads[Name]; options?: JobAddOptions };
}[JobName];

/** Adds typed jobs: the name decides the payload type and the queue. */
export class JobQueue {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly connection;

  constructor(private readonly config: AppConfig) {
    this.connection = createRedis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
    this.connection.on('error', () => undefined);
  }

  /** `jobId` makes the add idempotent; BullMQ refuses ids with ':' or made only of digits. */
  async add<Name extends JobName>(
    name: Name,
    data: JobPayloads[Name],
    options: JobAddOptions = {},
  ): Promise<void> {
    await this.onQueue(JOB_QUEUE[name], (queue) =>
      queue.add(name, data, { ...DEFAULT_JOB_OPTIONS, ...options }),
    );
  }

  /**
   * Adds the jobs with the options `add` gives each (ids included, so the add stays idempotent), in
   * their order within each queue, in one round trip per queue they go to.
   */
  async addBulk(jobs: readonly JobToAdd[]): Promise<void> {
    const byQueue = new Map<QueueName, JobToAdd[]>();
    for (const job of jobs) {
      const queued = byQueue.get(JOB_QUEUE[job.name]);
      if (queued) queued.push(job);
      else byQueue.set(JOB_QUEUE[job.name], [job]);
    }
    for (const [queueName, queued] of byQueue) {
      await this.onQueue(queueName, (queue) =>
        queue.addBulk(
          queued.map((job) => ({
            name: job.name,
            data: job.data,
            opts: { ...DEFAULT_JOB_OPTIONS, ...job.options },
          })),
        ),
      );
    }
  }

  private async onQueue(queueName: QueueName, work: (queue: Queue) => Promise<unknown>): Promise<void> {
    const queue = this.queue(queueName);
    try {
      await work(queue);
    } catch (error) {
      // A BullMQ queue whose first connection failed (Redis away when it was made) stays broken for good:
      // forget it, so the caller's retry gets a fresh one once Redis is back. The shared connection stays.
      if (this.queues.get(queueName) === queue) this.queues.delete(queueName);
      void queue.close().catch(() => undefined);
      throw error;
    }
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: bullPrefix(this.config) });
      // While Redis is away every command fails and add() rejects to its caller; unheard, BullMQ prints each one.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  queueNames(): QueueName[] {
    return Object.values(QUEUES);
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
