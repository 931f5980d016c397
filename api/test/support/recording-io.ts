import type { CliIo } from '../../src/platform/cli/cli-io.js';

/** A command line tool's output, kept for assertions (no progress bars). */
export interface RecordingIo extends CliIo {
  lines: { out: string[]; err: string[] };
  /** Everything written to standard output, one line each. */
  text(): string;
}

export function recordingIo(): RecordingIo {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    out: (line) => lines.out.push(line),
    err: (line) => lines.err.push(line),
    progress: null,
    text: () => lines.out.join('\n'),
  };
}
