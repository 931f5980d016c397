import type { JobQueue, JobToAdd } from '../../src/platform/jobs/job-queue.js';

/** A job queue that adds nothing and keeps what it was handed: each call's jobs, in order. */
export class RecordingJobQueue implements Pick<JobQueue, 'addBulk'> {
  readonly calls: JobToAdd[][] = [];

  addBulk(jobs: readonly JobToAdd[]): Promise<void> {
    this.calls.push([...jobs]);
    return Promise.resolve();
  }

  /** Every job handed over, across calls, in order. */
  get jobs(): JobToAdd[] {
    return this.calls.flat();
  }
}
