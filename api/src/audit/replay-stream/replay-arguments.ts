import { readNamedOptions } from '../../platform/cli/named-options.js';
export const REPLAY_USAGE = `Usage: npm run replay -- --stream <name> [--until <ISO time>]
  --stream <name>       the stream to replay, e.g. prospect-<id>, invitation-<uuid>, user-<uuid>
  --until <ISO time>    stop after the last event that happened at or before this time,
                        e.g. 2026-11-21T10:00:00Z or 2026-11-21 (midnight UTC)`;

export interface ReplayArguments {
  stream: string;
  until: Date | null;
}

/** ISO 8601 dates and date-times (a time needs its zone: an audit must not depend on the machine's). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** Reads `--stream <name>` and `--until <time>` (also as `--name=value`); answers a reason when they are wrong. */
export function parseReplayArguments(args: readonly string[]): ReplayArguments | { problem: string } {
  const values = readNamedOptions(args, ['stream', 'until'] as const);
  if (!(values instanceof Map)) return values;
  const stream = values.get('stream');
  if (!stream) return { problem: '--stream is required.' };
  const untilText = values.get('until');
  if (untilText === undefined) return { stream, until: null };
  const until = ISO_TIME.test(untilText) ? new Date(untilText) : null;
  if (!until || Number.isNaN(until.getTime())) {
    return { problem: `--until "${untilText}" is not an ISO time such as 2026-11-21T10:00:00Z.` };
  }
  return { stream, until };
}
