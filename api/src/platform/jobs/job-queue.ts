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
    options: { jobId?: string } = {},
  ): Promise<void> {
    const queueName = JOB_QUEUE[name];
    const queue = this.queue(queueName);
    try {
      await queue.add(name, data, { ...DEFAULT_JOB_OPTIONS, ...options });
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
