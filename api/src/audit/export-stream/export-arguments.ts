import { readNamedOptions } from '../../platform/cli/named-options.js';
import { prospectStream } from '@referrals/contracts';

export const EXPORT_USAGE = `Usage: npm run audit:export -- (--prospect <id> | --stream <name>) --out <file>
  --prospect <id>    the prospect whose stream (prospect-<id>) is exported
  --stream <name>    any stream, e.g. invitation-<uuid>
  --out <file>       the file to write; an existing file is never overwritten`;

export interface ExportArguments {
  streamName: string;
  out: string;
}

/** Reads `--prospect`, `--stream` and `--out` (also as `--name=value`); answers a reason when they are wrong. */
export function parseExportArguments(args: readonly string[]): ExportArguments | { problem: string } {
  const values = readNamedOptions(args, ['prospect', 'stream', 'out'] as const);
  if (!(values instanceof Map)) return values;
  const prospect = values.get('prospect');
  const stream = values.get('stream');
  if ((prospect === undefined) === (stream === undefined))
    return { problem: 'Give one of --prospect and --stream.' };
  const out = values.get('out');
  if (!out) return { problem: '--out is required.' };
  return { streamName: prospect !== undefined ? prospectStream(prospect) : stream!, out };
}
