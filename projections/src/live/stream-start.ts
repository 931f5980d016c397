import type { Redis } from 'ioredis';

type StreamRead = (...args: Array<string | number>) => Promise<unknown>;

/**
 * The Redis client to give the Socket.IO Redis Streams adapter, so that no packet is lost before a
 * process has read its first one.
 *
 * The adapter (0.3.1) reads its stream with `XREAD BLOCK … $` until a packet arrives, then from the
 * last packet's id. `$` means "after the last entry when this read starts", so a packet added between
 * one timed-out read and the next was never read: an API process whose peers had been quiet dropped
 * the live update its users waited for. The clients this one duplicates (the adapter reads through a
 * duplicate) read from `$` as from the stream's last entry at their first read instead, so every
 * later read picks up what was added since. Every other call goes to `redis` unchanged.
 */
export function withPinnedStreamStart(redis: Redis): Redis {
  return new Proxy(redis, {
    get(target, property) {
      if (property === 'duplicate') {
        return (...args: Parameters<Redis['duplicate']>) => pinStreamStart(target.duplicate(...args));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Replaces `$` in the client's XREADs by each stream's last entry id, read once (`0-0` if none). */
function pinStreamStart(client: Redis): Redis {
  const read = client.xread.bind(client) as StreamRead;
  const starts = new Map<string, Promise<string>>();
  const startOf = (stream: string): Promise<string> => {
    let start = starts.get(stream);
    if (!start) {
      start = client.xrevrange(stream, '+', '-', 'COUNT', 1).then(([last]) => last?.[0] ?? '0-0');
      // A failed lookup (Redis away) is tried again at the next read.
      start.catch(() => starts.delete(stream));
      starts.set(stream, start);
    }
    return start;
  };
  const pinnedRead: StreamRead = async (...args) => {
    const streamsAt = args.findIndex((arg) => String(arg).toUpperCase() === 'STREAMS');
    if (streamsAt < 0) return read(...args);
    const names = args.slice(streamsAt + 1);
    const count = names.length / 2;
    const ids = await Promise.all(
      names
        .slice(count)
        .map((id, index) => (id === '$' ? startOf(String(names[index])) : Promise.resolve(id))),
    );
    return read(...args.slice(0, streamsAt + 1), ...names.slice(0, count), ...ids);
  };
  client.xread = pinnedRead as unknown as Redis['xread'];
  return client;
}
