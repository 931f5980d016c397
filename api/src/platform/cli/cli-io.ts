/** Where a command line tool writes; tests pass one that records the lines. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Where progress bars draw (a terminal, or a log that gets a line now and then); null draws none. */
  progress: NodeJS.WritableStream | null;
}

export const consoleIo: CliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  progress: process.stderr,
};

/** A mistake in the command line: said plainly with the usage, without a stack trace (exit code 2). */
export class UsageError extends Error {}

const numberFormat = new Intl.NumberFormat('en-US');
const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12345 → "12,345". */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** "1 stream", "12,345 streams". */
export function countOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/** Events per second over `elapsedMs`, rounded: "1,850". */
export function formatRate(events: number, elapsedMs: number): string {
  return rateFormat.format(elapsedMs > 0 ? (events * 1000) / elapsedMs : 0);
}

/** 1234 ms → "1.2 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
