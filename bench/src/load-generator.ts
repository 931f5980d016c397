import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from './load-plan.js';

const WORKER = fileURLToPath(new URL('./load-worker.js', import.meta.url));

type LoadAnswer = { result?: LoadResult; error?: string };

/**
 * The load process (load-worker.ts), kept from one run to the next: a measured run comes after its
 * stage's warm-up, so the load process's own cold start (loading, compiling, its first connections) is
 * not in the measured latencies, which run from each request's intended send time. It holds the bench's
 * event loop only during a run, and exits when the bench does.
 */
let loadProcess: ChildProcess | null = null;
/** Runs go one after the other, never two at once in the one process. */
let lastRun: Promise<unknown> = Promise.resolve();

function currentLoadProcess(): ChildProcess {
  if (loadProcess?.connected) return loadProcess;
  const child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.once('exit', () => {
    if (loadProcess === child) loadProcess = null;
  });
  loadProcess = child;
  return child;
}

function runIn(child: ChildProcess, plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const idle = () => {
      child.off('message', answered);
      child.off('exit', exited);
      child.unref();
      child.channel?.unref();
    };
    const answered = (message: LoadAnswer) => {
      idle();
      if (message.result) resolve(message.result);
      else reject(new Error(`load process failed: ${message.error}`));
    };
    const exited = (code: number | null) => {
      idle();
      reject(new Error(`load process exited with code ${code} before answering`));
    };
    child.ref();
    child.channel?.ref();
    child.on('message', answered);
    child.on('exit', exited);
    child.send(plan);
  });
}

/** Runs a load plan from the load process and answers what it measured. */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const run = lastRun.then(() => runIn(currentLoadProcess(), plan));
  lastRun = run.catch(() => undefined);
  return run;
}
