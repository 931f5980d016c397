import cliProgress from 'cli-progress';
import { formatCount, formatRate } from './cli-io.js';

export interface ProgressStep {
  /** Out of how many, once known; later steps keep it unless they say otherwise. */
  total?: number | null;
  /** 0..1: drives the bar while the total is not known. */
  fraction?: number;
}

/** One task's line: events done (out of the total when known), the rate, and the time left. */
export interface ProgressLine {
  update(done: number, step?: ProgressStep): void;
}

const SCALE = 1000;

/**
 * Progress bars on a terminal (redrawn in place) or, in a log, one line every few seconds.
 * The bar runs on a 0..1000 scale so that tasks without a known total still show where they are.
 */
export class ProgressBars {
  private readonly bars: cliProgress.MultiBar | null;

  constructor(stream: NodeJS.WritableStream | null) {
    this.bars = stream
      ? new cliProgress.MultiBar(
          {
            stream,
            format:
              ' {label} |{bar}| {percentage}% | {done}{of} events | {rate} events/s | ETA {eta_formatted}',
            barsize: 24,
            hideCursor: true,
            clearOnComplete: false,
            noTTYOutput: true,
            notTTYSchedule: 5000,
          },
          cliProgress.Presets.shades_classic,
        )
      : null;
  }

  add(label: string): ProgressLine {
    const startedAt = performance.now();
    const payload = (done: number, total: number | null) => ({
      label,
      done: formatCount(done),
      of: total === null ? '' : `/${formatCount(total)}`,
      rate: formatRate(done, performance.now() - startedAt),
    });
    const bar = this.bars?.create(SCALE, 0, payload(0, null));
    let knownTotal: number | null = null;
    return {
      update: (done, { total, fraction = 0 } = {}) => {
        if (total !== undefined) knownTotal = total;
        const share = knownTotal ? done / knownTotal : knownTotal === 0 ? 1 : fraction;
        bar?.update(Math.round(Math.min(1, share) * SCALE), payload(done, knownTotal));
      },
    };
  }

  stop(): void {
    this.bars?.stop();
  }
}
