import type pg from 'pg';
import { submittedProspects, waitForProjections, waitUntilQuiet } from './bench-app-state.js';
import { median, type Metrics, percentile } from './bench-metrics.js';
import { type CpuCost, cpuCostPer, type CpuSnapshot, cpuSnapshot } from './cpu-usage.js';
import type { BenchNetworker, BenchOperator } from './bench-parties.js';
import type { BenchSettings } from './bench-settings.js';
import { type AcceptedChange, freshnessSamples } from './freshness.js';
import { runLoad } from './load-generator.js';
import { ADVANCE_STEPS, type LoadRequests, type LoadResult } from './load-plan.js';
import {
  COMMANDS,
  describeCounts,
  type LoadExpectations,
  type LoadFigures,
  reportableFigures,
  warmUp,
} from './load-verdict.js';
import { SocketClients } from './socket-clients.js';

const TARGET_RPS = 300;
const RATE_CONNECTIONS = 64;
const SATURATION_CONNECTIONS = 32;
/**
 * Seconds between two steps of one prospect in a run of status changes. At saturation a request takes
 * about connections ÷ rate (32 ÷ 300 ≈ 0.1 s here), so a step never overtakes the one before it.
 */
const STEP_SPACING_S = 3;
/** Contacts per submission when the bench only needs prospects to move along (the page's limit). */
const TOP_UP_CONTACTS = 25;
/** The fixed work of `--commands-only`: one-contact submissions, and prospects walked through every step. */
const FIXED_SUBMISSIONS = 1_200;
const FIXED_WALK_PROSPECTS = 1_200;
/** A fixed run's time limit, far beyond what it takes; a run cut short by it is not reported. */
const FIXED_RUN_LIMIT_S = 120;

export interface CommandBenchContext {
  url: string;
  /** The app's process, whose CPU time the saturated runs count. */
  appPid: number;
  pool: pg.Pool;
  settings: BenchSettings;
  operator: BenchOperator;
  networkers: BenchNetworker[];
}

/** Prospects that status changes walk through, each request one step (see load-plan.ts). */
class ProspectPool {
  next = 0;
  constructor(readonly ids: string[]) {}

  capacity(): number {
    return this.ids.length * ADVANCE_STEPS.length - this.next;
  }
}

/** The CPU of a run per request it answered with a 2xx (the work the CPU bought), printed beside it. */
function costOf(before: CpuSnapshot | null, after: CpuSnapshot | null, result: LoadResult): CpuCost | null {
  const cost = cpuCostPer(before, after, result.answered - result.non2xx);
  if (cost) {
    console.log(
      `    CPU until quiet: ${cost.machineMs.toFixed(2)} ms a request (the app ${cost.processMs.toFixed(2)})`,
    );
  }
  return cost;
}

function describe(run: string, result: LoadResult): string {
  const latency = result.latency
    ? `p50 ${result.latency.p50Ms} ms, p99 ${result.latency.p99Ms} ms`
    : 'nothing answered';
  const codes = result.non2xx ? ` ${JSON.stringify(result.statusCodes)}` : '';
  return `  ${run}: ${Math.round(result.okPerSecond)} ok/s, ${latency}; ${describeCounts(result)}${codes}`;
}

/**
 * A run's figures, or an Error that fails the stage (see load-verdict.ts): refusals beyond the odd
 * conflict mean the run measured something else than it meant to (a bug in the bench or the app), and
 * timeouts or requests never answered would leave the slowest out. Slow answers are what is measured,
 * and stand.
 */
function checked(run: string, result: LoadResult, expectations: LoadExpectations): LoadFigures {
  console.log(describe(run, result));
  return reportableFigures(run, result, expectations);
}

/** A run's figures, with the CPU each request answered cost until the app was quiet again. */
type MeasuredRun = LoadFigures & { cpu: CpuCost | null };

type LoadRun = (
  seconds: number,
  rate: number | undefined,
  label: string,
  expectations: LoadExpectations,
) => Promise<MeasuredRun>;

/** A warm-up, then repeated runs at 300 rps and at saturation: the medians of what they measured. */
async function atTargetAndSaturation(
  settings: BenchSettings,
  run: LoadRun,
): Promise<{ p99Ms: number; answeredAtTarget: number; saturatedRps: number; saturatedCpu: CpuCost | null }> {
  await run(Math.min(3, settings.loadSeconds), TARGET_RPS, 'warm-up', warmUp(COMMANDS));
  const atTarget: LoadFigures[] = [];
  for (let index = 1; index <= settings.repeats; index++) {
    atTarget.push(await run(settings.loadSeconds, TARGET_RPS, `run ${index} at ${TARGET_RPS} rps`, COMMANDS));
  }
  const saturated: MeasuredRun[] = [];
  for (let index = 1; index <= settings.repeats; index++) {
    saturated.push(await run(settings.loadSeconds, undefined, `run ${index} at saturation`, COMMANDS));
  }
  const costs = saturated.flatMap((result) => (result.cpu ? [result.cpu] : []));
  return {
    p99Ms: median(atTarget.map((result) => result.p99Ms)),
    answeredAtTarget: median(atTarget.map((result) => result.okPerSecond)),
    saturatedRps: median(saturated.map((result) => result.okPerSecond)),
    saturatedCpu:
      costs.length === saturated.length
        ? {
            machineMs: median(costs.map((cost) => cost.machineMs)),
            processMs: median(costs.map((cost) => cost.processMs)),
          }
        : null,
  };
}

/**
 * `commands.<name>.p99_ms` (at 300 rps), `.answered_rps_at_300` and `.rps` (at saturation), and what a
 * request cost at saturation: `.cpu_ms` of the whole machine (the app, PostgreSQL, Redis, the load
 * process) and `.app_cpu_ms` of the app alone, from its run's start until the app was quiet again, so
 * the work a command leaves behind (projectors, emails) counts. Counted, not timed: it hardly moves with
 * how busy the machine is, where the rates do.
 */
function commandMetrics(
  command: string,
  figures: Awaited<ReturnType<typeof atTargetAndSaturation>>,
): Metrics {
  const cpu: Metrics = figures.saturatedCpu
    ? {
        [`commands.${command}.cpu_ms`]: { value: figures.saturatedCpu.machineMs, unit: 'ms a request' },
        [`commands.${command}.app_cpu_ms`]: { value: figures.saturatedCpu.processMs, unit: 'ms a request' },
      }
    : {};
  return {
    [`commands.${command}.rps`]: { value: figures.saturatedRps, unit: 'requests/s' },
    [`commands.${command}.p99_ms`]: { value: figures.p99Ms, unit: 'ms' },
    [`commands.${command}.answered_rps_at_300`]: { value: figures.answeredAtTarget, unit: 'requests/s' },
    ...cpu,
  };
}

/** A fixed run's rate and the CPU each of its requests cost (printed by `--commands-only`, not reported). */
function fixedWorkMetrics(command: string, run: MeasuredRun): Metrics {
  const cpu: Metrics = run.cpu
    ? {
        [`commands.${command}.fixed_cpu_ms`]: { value: run.cpu.machineMs, unit: 'ms a request' },
        [`commands.${command}.fixed_app_cpu_ms`]: { value: run.cpu.processMs, unit: 'ms a request' },
      }
    : {};
  return { [`commands.${command}.fixed_rps`]: { value: run.okPerSecond, unit: 'requests/s' }, ...cpu };
}

export class CommandBenchmarks {
  private submissions = 0;
  private pool: ProspectPool | null = null;
  private lastSubmitted = 0;
  private bestAdvanceRate = 0;
  private readonly walked = new Set<string>();

  constructor(private context: CommandBenchContext) {}

  /** Goes on against another app process on the same database, where this one left off. */
  useApp(url: string, appPid: number): void {
    this.context = { ...this.context, url, appPid };
  }

  /**
   * One load run against the app: at a set rate, or as fast as it answers (fewer connections then), for
   * its seconds or until `maxRequests` are sent.
   */
  private load(
    seconds: number,
    rate: number | undefined,
    requests: LoadRequests,
    maxRequests?: number,
  ): Promise<LoadResult> {
    return runLoad({
      url: this.context.url,
      connections: rate ? RATE_CONNECTIONS : SATURATION_CONNECTIONS,
      seconds,
      ...(rate ? { rate } : {}),
      ...(maxRequests ? { maxRequests } : {}),
      requests,
    });
  }

  private async submit(
    seconds: number,
    rate: number | undefined,
    label: string,
    expectations: LoadExpectations = COMMANDS,
    contactsPerRequest = 1,
    maxRequests?: number,
  ): Promise<MeasuredRun> {
    const { url, networkers, appPid } = this.context;
    const before = cpuSnapshot(appPid);
    const result = await this.load(
      seconds,
      rate,
      {
        kind: 'submitContacts',
        firstIndex: this.submissions,
        contactsPerRequest,
        networkers: networkers.map(({ session, invitationId }) => ({ session, invitationId })),
      },
      maxRequests,
    );
    this.submissions += result.sent;
    const figures = checked(`contact submissions, ${label}`, result, expectations);
    // The next run starts on an idle app, not behind this one's backlog.
    await waitUntilQuiet(this.context.pool, url);
    return { ...figures, cpu: costOf(before, cpuSnapshot(appPid), result) };
  }

  /** `commands.submit_prospect.p99_ms` at 300 rps, with the rates beside it. */
  async submitProspect(): Promise<Metrics> {
    return commandMetrics(
      'submit_prospect',
      await atTargetAndSaturation(this.context.settings, (seconds, rate, label, expectations) =>
        this.submit(seconds, rate, label, expectations),
      ),
    );
  }

  /** A fresh pool of at least `requests` steps: the submitted prospects not walked yet, topped up if too few. */
  async prospectsFor(requests: number, minimumProspects = 0): Promise<ProspectPool> {
    const enough = (prospects: number, capacity: number) =>
      capacity >= requests && prospects >= minimumProspects;
    if (this.pool && enough(this.pool.ids.length, this.pool.capacity())) return this.pool;
    await waitForProjections(this.context.url);
    // A prospect walked in an earlier pool, or listed twice, would be sent a step it already took.
    const fresh = new Set<string>();
    const readSubmitted = async () => {
      const found = await submittedProspects(
        this.context.pool,
        this.context.operator.userId,
        this.lastSubmitted,
      );
      for (const id of found.ids) if (!this.walked.has(id)) fresh.add(id);
      this.lastSubmitted = found.lastPosition;
    };
    await readSubmitted();
    while (!enough(fresh.size, fresh.size * ADVANCE_STEPS.length)) {
      const missing = Math.ceil(
        Math.max(Math.ceil(requests / ADVANCE_STEPS.length) - fresh.size, minimumProspects - fresh.size),
      );
      console.log(`  adding ${missing} prospects to walk through the pipeline`);
      await this.submit(
        Math.max(3, Math.ceil(missing / TOP_UP_CONTACTS / 20)),
        undefined,
        'top-up',
        COMMANDS,
        TOP_UP_CONTACTS,
      );
      await readSubmitted();
    }
    for (const id of fresh) this.walked.add(id);
    this.pool = new ProspectPool([...fresh]);
    return this.pool;
  }

  private async advance(
    seconds: number,
    rate: number | undefined,
    label: string,
    expectations: LoadExpectations = COMMANDS,
  ): Promise<MeasuredRun> {
    const pool = await this.prepareAdvance(seconds, rate);
    const measured = await this.advanceThrough(pool, seconds, rate, label, expectations);
    this.bestAdvanceRate = Math.max(this.bestAdvanceRate, measured.okPerSecond);
    return measured;
  }

  /** Status changes through `pool`, from where it was left, and the CPU they cost until the app was quiet. */
  private async advanceThrough(
    pool: ProspectPool,
    seconds: number,
    rate: number | undefined,
    label: string,
    expectations: LoadExpectations,
    maxRequests?: number,
  ): Promise<MeasuredRun> {
    const { url, operator, appPid } = this.context;
    const before = cpuSnapshot(appPid);
    const result = await this.load(
      seconds,
      rate,
      { kind: 'advanceStatus', operator: operator.session, prospectIds: pool.ids, firstIndex: pool.next },
      maxRequests,
    );
    pool.next += result.sent;
    const figures = checked(`status changes, ${label}`, result, expectations);
    await waitUntilQuiet(this.context.pool, url);
    return { ...figures, cpu: costOf(before, cpuSnapshot(appPid), result) };
  }

  /**
   * Prospects for a run of status changes: at a set rate, room for its requests; at saturation, well
   * beyond the best rate seen. So many that two steps of one prospect are STEP_SPACING_S apart, so they
   * never race.
   */
  prepareAdvance(seconds: number, rate: number | undefined): Promise<ProspectPool> {
    const expectedRate = rate ?? this.bestAdvanceRate * 2 + 100;
    return this.prospectsFor(seconds * expectedRate * 1.2, expectedRate * STEP_SPACING_S);
  }

  /** `commands.advance_status.rps` at saturation and `.p99_ms` at 300 rps. */
  async advanceStatus(): Promise<Metrics> {
    return commandMetrics(
      'advance_status',
      await atTargetAndSaturation(this.context.settings, (seconds, rate, label, expectations) =>
        this.advance(seconds, rate, label, expectations),
      ),
    );
  }

  /**
   * What a fixed piece of work costs (`npm run bench -- --commands-only`): FIXED_SUBMISSIONS one-contact
   * submissions, then FIXED_WALK_PROSPECTS prospects walked through every step, each as fast as the app
   * answers. The same requests on every build, so their CPU until quiet compares from one build to the
   * next, where the rates of a timed run move with the machine's speed.
   */
  async fixedWork(): Promise<Metrics> {
    await this.submit(3, TARGET_RPS, 'warm-up', warmUp(COMMANDS));
    const submittedBefore = this.submissions;
    const submissions = await this.submit(
      FIXED_RUN_LIMIT_S,
      undefined,
      `${FIXED_SUBMISSIONS} at saturation`,
      COMMANDS,
      1,
      FIXED_SUBMISSIONS,
    );
    const fresh = await this.prospectsFor(FIXED_WALK_PROSPECTS * ADVANCE_STEPS.length, FIXED_WALK_PROSPECTS);
    const walk = new ProspectPool(fresh.ids.slice(0, FIXED_WALK_PROSPECTS));
    const steps = await this.advanceThrough(
      walk,
      FIXED_RUN_LIMIT_S,
      undefined,
      `${FIXED_WALK_PROSPECTS} prospects through all ${ADVANCE_STEPS.length} steps at saturation`,
      COMMANDS,
      walk.capacity(),
    );
    if (this.submissions - submittedBefore < FIXED_SUBMISSIONS || walk.capacity() > 0) {
      throw new Error(
        `the fixed work was not all sent within ${FIXED_RUN_LIMIT_S} s: its figures would not compare`,
      );
    }
    return {
      ...fixedWorkMetrics('submit_prospect', submissions),
      ...fixedWorkMetrics('advance_status', steps),
    };
  }

  /** Status changes at `rate` for `seconds` (the soak). */
  async advanceFor(seconds: number, rate: number, label: string): Promise<LoadFigures> {
    return this.advance(seconds, rate, label);
  }

  /** `freshness.p50_ms`/`.p99_ms`: status changes at 300 rps reaching the networkers' sockets. */
  async freshness(): Promise<Metrics> {
    const { settings, networkers, url, pool } = this.context;
    const perNetworker = Math.ceil(settings.sockets / networkers.length);
    const clients = networkers
      .flatMap((networker) =>
        Array.from({ length: perNetworker }, () => ({
          userId: networker.userId,
          cookie: networker.session.cookie!,
        })),
      )
      .slice(0, settings.sockets);
    const sockets = await SocketClients.connect(url, clients);
    console.log(`  ${clients.length} sockets connected`);
    try {
      const p50s: number[] = [];
      const p99s: number[] = [];
      for (let run = 1; run <= settings.repeats; run++) {
        const { rows } = await pool.query<{ now: Date }>('SELECT clock_timestamp() AS now');
        const since = rows[0]!.now;
        await sockets.record();
        await this.advance(settings.loadSeconds, TARGET_RPS, `run ${run} at ${TARGET_RPS} rps`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const logs = await sockets.collect();
        const changes = await acceptedChangesSince(pool, since);
        const { samplesMs, missed } = freshnessSamples(changes, logs);
        if (missed > 0 || samplesMs.length === 0) {
          throw new Error(`run ${run}: ${missed} of ${samplesMs.length + missed} deliveries never arrived`);
        }
        p50s.push(percentile(samplesMs, 50));
        p99s.push(percentile(samplesMs, 99));
        console.log(
          `  run ${run}: ${samplesMs.length} deliveries of ${changes.length} changes, p50 ${p50s.at(-1)!.toFixed(1)} ms, p99 ${p99s.at(-1)!.toFixed(1)} ms`,
        );
      }
      return {
        'freshness.p50_ms': { value: median(p50s), unit: 'ms' },
        'freshness.p99_ms': { value: median(p99s), unit: 'ms' },
      };
    } finally {
      await sockets.close();
    }
  }
}

async function acceptedChangesSince(pool: pg.Pool, since: Date): Promise<AcceptedChange[]> {
  const { rows } = await pool.query<{ position: string; networker: string; at: string }>(
    `SELECT transaction_id::text || '-' || position::text AS position, data->>'networkerUserId' AS networker,
            (extract(epoch FROM recorded_at) * 1000)::text AS at
       FROM events WHERE type = 'ProspectStatusChanged' AND recorded_at >= $1`,
    [since],
  );
  return rows.map((row) => ({
    position: row.position,
    networkerUserId: row.networker,
    appendedAtMs: Number(row.at),
  }));
}
