import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from './load-plan.js';

const WORKER = fileURLToPath(new URL('./load-worker.js', import.meta.url));

/** Runs a load plan from a separate process (autocannon) and answers what it measured. */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.once('message', (message: { result?: LoadResult; error?: string }) => {
      settled = true;
      if (message.result) resolve(message.result);
      else reject(new Error(`load process failed: ${message.error}`));
    });
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`load process exited with code ${code} before answering`));
    });
    child.send(plan);
  });
}
