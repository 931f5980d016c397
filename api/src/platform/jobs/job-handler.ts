import type { JobName, JobPayloads } from '@referrals/contracts';

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');

export interface JobRun {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
}

/** Does the work of one job name. Jobs may run twice (a stalled job is retried): handlers must be idempotent. */
export interface JobHandler<Name extends JobName = JobName> {
  readonly jobName: Name;
  handle(data: JobPayloads[Name], run: JobRun): Promise<void>;
}

/** Boot refuses a job name with no handler or with two. */
export function checkJobHandlers(handlers: readonly JobHandler[], jobNames: readonly JobName[]): void {
  const problems: string[] = [];
  for (const name of jobNames) {
    const count = handlers.filter((handler) => handler.jobName === name).length;
    if (count !== 1) problems.push(`job "${name}" has ${count === 0 ? 'no handler' : `${count} handlers`}`);
  }
  for (const handler of handlers) {
    if (!jobNames.includes(handler.jobName)) problems.push(`handler for unknown job "${handler.jobName}"`);
  }
  if (problems.length > 0)
    throw new Error(`Job handlers do not match the job catalogue: ${problems.join('; ')}`);
}
