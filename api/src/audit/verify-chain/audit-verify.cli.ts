import { formatPosition } from '@referrals/contracts';
import { type CliIo, countOf, formatCount, formatDuration, formatRate } from '../../platform/cli/cli-io.js';
import { ProgressBars } from '../../platform/cli/progress-bars.js';
import type { AppConfig } from '../../config/app-config.js';
import { type AnchorLoad, loadAnchor } from './checkpoint-anchor.js';
import { openStreamWalk, type StreamWalk } from './stream-walks.js';
import { type ChainBreak, type ChainReport, verifyHashChains } from './verify-hash-chains.js';

/** `npm run audit:verify` on the configured store, against the latest signed checkpoint when there is one. */
export async function runAuditVerify(
  config: Pick<AppConfig, 'databaseUrl' | 'eventStoreConnectionString' | 'audit'>,
  io: CliIo,
): Promise<number> {
  const anchor = await loadAnchor(config);
  const { walk, close } = await openStreamWalk(config);
  try {
    return await auditVerify(walk, io, anchor);
  } finally {
    await close();
  }
}

/**
 * `audit:verify`: recomputes every stream's hash chain, holds the streams to the signed checkpoint,
 * and compares the store's own record of each stream's revision with its events; exit code 0 when
 * all of it holds, 1 at the first break.
 */
export async function auditVerify(
  walk: StreamWalk,
  io: CliIo,
  anchor: AnchorLoad = { kind: 'none', notice: 'No checkpoint given: only the hash chains were checked.' },
): Promise<number> {
  if (anchor.kind === 'invalid') {
    io.err('BROKEN (checkpoint): the latest checkpoint cannot be trusted:');
    for (const problem of anchor.problems) io.err(`  ${problem}`);
    return 1;
  }
  io.out(
    anchor.kind === 'anchor'
      ? `Verifying the hash chains of ${formatCount(walk.totalEvents)} events against ${anchor.summary}.`
      : `Verifying the hash chains of ${formatCount(walk.totalEvents)} events, stream by stream.`,
  );
  const started = performance.now();
  const bars = new ProgressBars(io.progress);
  const line = bars.add('audit:verify');
  let report: ChainReport;
  try {
    report = await verifyHashChains(walk.events, {
      onProgress: ({ events }) => line.update(events, { total: walk.totalEvents }),
      ...(anchor.kind === 'anchor' ? { anchor: anchor.anchor } : {}),
    });
  } finally {
    bars.stop();
  }
  const elapsed = performance.now() - started;
  if (report.broken) {
    for (const text of describeBreak(report.broken)) io.err(text);
    io.err(
      `${countOf(report.events, 'event')} of ${countOf(report.streams, 'stream')} verified before the break.`,
    );
    return 1;
  }
  const mismatches = await walk.revisionMismatches?.();
  if (mismatches && mismatches.total > 0) {
    io.err(
      `BROKEN (streams table disagrees with the events): ${countOf(mismatches.total, 'stream')} whose recorded revision is not their last event's, for example:`,
    );
    for (const { streamName, recorded, stored } of mismatches.examples) {
      io.err(
        `  ${streamName}: streams.revision ${recorded ?? 'missing'}, last event ${stored ?? 'missing'}` +
          (recorded !== null && (stored === null || stored < recorded) ? ': events were deleted' : ''),
      );
    }
    return 1;
  }
  io.out(
    `Streams: ${formatCount(report.streams)}, events: ${formatCount(report.events)} ` +
      `(${formatCount(report.chainedEvents)} hashed, ${formatCount(report.unchainedEvents)} written before hashing), ok ` +
      `in ${formatDuration(elapsed)} (${formatRate(report.events, elapsed)} events/s).`,
  );
  if (anchor.kind === 'anchor') {
    io.out(
      `Checkpoint: all ${countOf(anchor.anchor.heads.size, 'stream')} it signed still reach their signed heads.`,
    );
  } else {
    io.out(anchor.notice);
  }
  if (report.unchainedStreams > 0) {
    io.out(
      `Unchained: ${countOf(report.unchainedEvents, 'event')} at the start of ${countOf(report.unchainedStreams, 'stream')}, ` +
        'written before events were hashed; nothing proves them intact. For example:',
    );
    for (const run of report.unchainedExamples) {
      io.out(
        run.chainedFrom === null
          ? `  ${run.streamName}: all ${countOf(run.events, 'event')} unchained`
          : `  ${run.streamName}: unchained before revision ${run.chainedFrom}`,
      );
    }
    const unnamed = report.unchainedStreams - report.unchainedExamples.length;
    if (unnamed > 0) io.out(`  and ${countOf(unnamed, 'stream')} more`);
  }
  return 0;
}

const WHAT_IT_MEANS: Record<ChainBreak['kind'], string> = {
  'content-altered': 'content altered',
  'link-broken': 'an event removed, inserted or reordered',
  'hash-missing': 'a hash removed',
  'time-moved': 'recording time moved',
  'scheme-downgraded': 'rehashed under an older formula',
  'head-rewritten': 'stream rewritten since the checkpoint',
  'stream-truncated': 'last events deleted',
  'stream-deleted': 'stream deleted',
};

function describeBreak(broken: ChainBreak): string[] {
  const position = broken.position ? `, position ${formatPosition(broken.position)}` : '';
  const event = broken.eventId ? `, event ${broken.eventId}` : '';
  return [
    `BROKEN (${WHAT_IT_MEANS[broken.kind]}): stream ${broken.streamName}, revision ${broken.revision}${event}${position}`,
    `  ${broken.detail}`,
  ];
}
