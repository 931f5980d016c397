import { formatPosition } from '@referrals/contracts';
import { type CliIo, countOf, formatCount, formatDuration, formatRate } from '../../platform/cli/cli-io.js';
import { ProgressBars } from '../../platform/cli/progress-bars.js';
import type { AppConfig } from '../../config/app-config.js';
import { openStreamWalk, type StreamWalk } from './stream-walks.js';
import { type ChainBreak, type ChainReport, verifyHashChains } from './verify-hash-chains.js';

/** `npm run audit:verify` on the configured store. */
export async function runAuditVerify(
  config: Pick<AppConfig, 'databaseUrl' | 'eventStoreConnectionString'>,
  io: CliIo,
): Promise<number> {
  const { walk, close } = await openStreamWalk(config);
  try {
    return await auditVerify(walk, io);
  } finally {
    await close();
  }
}

/** `audit:verify`: recomputes every stream's hash chain; exit code 0 when it holds, 1 at the first break. */
export async function auditVerify(walk: StreamWalk, io: CliIo): Promise<number> {
  io.out(`Verifying the hash chains of ${formatCount(walk.totalEvents)} events, stream by stream.`);
  const started = performance.now();
  const bars = new ProgressBars(io.progress);
  const line = bars.add('audit:verify');
  let report: ChainReport;
  try {
    report = await verifyHashChains(walk.events, {
      onProgress: ({ events }) => line.update(events, { total: walk.totalEvents }),
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
  io.out(
    `Streams: ${formatCount(report.streams)}, events: ${formatCount(report.events)} ` +
      `(${formatCount(report.chainedEvents)} hashed, ${formatCount(report.unchainedEvents)} written before hashing), ok ` +
      `in ${formatDuration(elapsed)} (${formatRate(report.events, elapsed)} events/s).`,
  );
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
};

function describeBreak(broken: ChainBreak): string[] {
  const position = broken.position ? `, position ${formatPosition(broken.position)}` : '';
  return [
    `BROKEN (${WHAT_IT_MEANS[broken.kind]}): stream ${broken.streamName}, revision ${broken.revision}, event ${broken.eventId}${position}`,
    `  ${broken.detail}`,
  ];
}
