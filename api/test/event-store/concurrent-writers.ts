import { type EventStore, type RecordedEvent, START, WrongExpectedVersion } from '@referrals/contracts';
import { aStreamName, someEvents } from './event-builders.js';

export interface ConcurrentWritersReport {
  committedEvents: number;
  conflicts: number;
  writeMs: number;
  eventsPerSecond: number;
  catchUpLagMs: number;
  missing: string[];
  duplicates: string[];
  outOfOrderStreams: string[];
}

/**
 * Several writers append 1 to 3 events at a time to streams they share, each with the exact
 * revision it just read (retrying on conflict), while one subscriber reads the global feed.
 * Reports what the subscriber missed, saw twice, or saw out of stream order.
 */
export async function runConcurrentWriters(
  store: EventStore,
  options: { writers: number; streams: number; appendsPerWriter: number; timeoutMs?: number },
): Promise<ConcurrentWritersReport> {
  const streams = Array.from({ length: options.streams }, () => aStreamName('race'));
  const ours = new Set(streams);
  const committed = new Set<string>();
  const seen: RecordedEvent[] = [];
  let conflicts = 0;

  const subscription = store.subscribeToAll({
    after: (await store.headPosition()) ?? START,
    maxBatchSize: 200,
  });
  const reading = (async () => {
    for await (const batch of subscription) {
      for (const event of batch.events) if (ours.has(event.streamName)) seen.push(event);
    }
  })();

  const writeStarted = performance.now();
  await Promise.all(
    Array.from({ length: options.writers }, async (_, writer) => {
      for (let append = 0; append < options.appendsPerWriter; append++) {
        const stream =
          streams[(writer * 7 + append * 13 + Math.floor(Math.random() * streams.length)) % streams.length]!;
        const events = someEvents(1 + ((writer + append) % 3), 'RaceEventAppended');
        for (;;) {
          const [last] = await collectAll(store.readStream(stream, { direction: 'backwards', maxCount: 1 }));
          try {
            await store.appendToStream(stream, events, {
              expectedRevision: last ? last.revision : 'no_stream',
            });
            for (const event of events) committed.add(event.id);
            break;
          } catch (error) {
            if (!(error instanceof WrongExpectedVersion)) throw error;
            conflicts++;
          }
        }
      }
    }),
  );
  const writeMs = performance.now() - writeStarted;

  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const caughtUpAt = await new Promise<number>((resolve) => {
    const check = (): void => {
      const seenIds = new Set(seen.map((event) => event.id));
      if ([...committed].every((id) => seenIds.has(id)) || Date.now() > deadline) resolve(performance.now());
      else setTimeout(check, 5);
    };
    check();
  });
  // Let anything the feed would wrongly deliver twice arrive before judging.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await subscription.close();
  await reading;

  const counts = new Map<string, number>();
  for (const event of seen) counts.set(event.id, (counts.get(event.id) ?? 0) + 1);
  const outOfOrderStreams = streams.filter((stream) => {
    const revisions = seen.filter((event) => event.streamName === stream).map((event) => event.revision);
    return revisions.some((revision, index) => revision !== BigInt(index));
  });
  return {
    committedEvents: committed.size,
    conflicts,
    writeMs: Math.round(writeMs),
    eventsPerSecond: committed.size / (writeMs / 1000),
    catchUpLagMs: Math.round(caughtUpAt - (writeStarted + writeMs)),
    missing: [...committed].filter((id) => !counts.has(id)),
    duplicates: [...counts].filter(([, count]) => count > 1).map(([id]) => id),
    outOfOrderStreams,
  };
}

async function collectAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const result: T[] = [];
  for await (const item of items) result.push(item);
  return result;
}
