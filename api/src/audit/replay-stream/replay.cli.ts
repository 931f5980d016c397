import { type EventStore, formatPosition, type RecordedEvent } from '@referrals/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { type CliIo, countOf } from '../../platform/cli/cli-io.js';
import { createEventStore } from '../../platform/event-store/create-event-store.js';
import { createRootLogger } from '../../platform/logging/logger.js';
import { checkPostgres } from '../../platform/preflight/service-checks.js';
import { parseReplayArguments, REPLAY_USAGE, type ReplayArguments } from './replay-arguments.js';
import { replayFor } from './replay-fold.js';

/** `npm run replay -- --stream <name> [--until <ISO time>]`. Exit codes: 0 replayed, 1 no such stream, 2 bad arguments. */
export async function replay(args: readonly string[], config: AppConfig, io: CliIo): Promise<number> {
  const parsed = parseReplayArguments(args);
  if ('problem' in parsed) {
    io.err(parsed.problem);
    io.err(REPLAY_USAGE);
    return 2;
  }
  await checkPostgres(config.databaseUrl);
  const store = createEventStore(config, createRootLogger({ logLevel: 'warn' }));
  try {
    return await replayStream(store, parsed, io);
  } finally {
    await store.close();
  }
}

/**
 * Prints each event of the stream and the state folded up to it. With `until`, stops before the
 * first event that happened later: the state shown is always that of a prefix of the stream.
 */
export async function replayStream(
  store: EventStore,
  { stream, until }: ReplayArguments,
  io: CliIo,
): Promise<number> {
  const stepper = replayFor(stream);
  let replayed = 0;
  let total = 0;
  let past = false;
  for await (const event of store.readStream(stream)) {
    if (total++ === 0) {
      io.out(
        `Replaying ${stream}${until ? ` until ${until.toISOString()}` : ''}, folded with ${stepper.fold}.`,
      );
    }
    past ||= until !== null && happenedAt(event).getTime() > until.getTime();
    if (past) continue;
    const state = stepper.apply(event);
    replayed++;
    io.out('');
    io.out(describeEvent(event));
    io.out(indent(JSON.stringify(state, null, 2)));
  }
  if (total === 0) {
    io.err(`Stream ${stream} has no events.`);
    return 1;
  }
  io.out('');
  io.out(
    until && replayed < total
      ? `${countOf(replayed, 'event')} of ${total} replayed: the others happened after ${until.toISOString()}.`
      : `${countOf(replayed, 'event')} replayed.`,
  );
  return 0;
}

/** When the fact happened (its metadata), else when the store recorded it. */
function happenedAt(event: RecordedEvent): Date {
  const occurredAt = new Date(event.metadata.occurredAt);
  return Number.isNaN(occurredAt.getTime()) ? event.recordedAt : occurredAt;
}

function describeEvent(event: RecordedEvent): string {
  const { actorRole, actorUserId } = event.metadata;
  const actor = actorUserId ? `${actorRole} ${actorUserId}` : actorRole;
  return [
    `#${event.revision}`,
    `position ${formatPosition(event.position)}`,
    happenedAt(event).toISOString(),
    event.type,
    `by ${actor}`,
  ].join('  ');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
