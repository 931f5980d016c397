// The load generator's own process (forked by load-generator.ts), so its work never shares the
// bench's event loop: it runs each LoadPlan it receives (load-runner.ts), one at a time, and sends back
// its LoadResult. It stays for the next plan, and leaves with the bench.
import type { LoadPlan } from './load-plan.js';
import { runLoadPlan } from './load-runner.js';

process.on('message', (plan: LoadPlan) => {
  runLoadPlan(plan).then(
    (result) => process.send!({ result }),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
process.once('disconnect', () => process.exit(0));
