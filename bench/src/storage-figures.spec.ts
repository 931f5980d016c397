import {
  postgresStorageMetrics,
  redisFootprint,
  redisKeyKind,
  redisStorageMetrics,
  storageSummary,
  type TableSize,
} from './storage-figures.js';

const table = (name: string, rows: number, compactBytes: number, bytes = compactBytes): TableSize => ({
  table: name,
  rows,
  bytes,
  compactBytes,
  rowWidth: rows > 0 ? 100 : 0,
});

describe('storage figures', () => {
  it('divides the events table by its events and the read models by prospects, compacted', () => {
    const metrics = postgresStorageMetrics({
      eventStore: [table('events', 1000, 1_000_000, 1_200_000), table('streams', 100, 100_000)],
      readModels: [table('prospects', 200, 300_000, 600_000), table('stream_index', 100, 100_000)],
      prospects: 200,
    });
    expect(metrics['storage.event_bytes_per_event']).toEqual({ value: 1000, unit: 'bytes' });
    expect(metrics['storage.read_model_bytes_per_prospect']).toEqual({ value: 2000, unit: 'bytes' });
  });

  it('refuses to divide by no events or no prospects', () => {
    expect(() =>
      postgresStorageMetrics({ eventStore: [table('events', 0, 8192)], readModels: [], prospects: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      postgresStorageMetrics({ eventStore: [table('events', 1, 8192)], readModels: [], prospects: 0 }),
    ).toThrow(RangeError);
  });

  it('prints one aligned line per table, with no per-row figures for an empty table', () => {
    const lines = storageSummary([table('events', 2000, 2_048_000, 4_096_000), table('reviews', 0, 16_384)]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^table\s+rows\s+as left\s+compacted\s+bytes\/row\s+row width$/);
    expect(lines[1]).toMatch(/^events\s+2,000\s+4,000 KiB\s+2,000 KiB\s+1,024\s+100$/);
    expect(lines[2]).toMatch(/^reviews\s+0\s+16 KiB\s+16 KiB\s+-\s+-$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('tells what a Redis key holds from its name', () => {
    const kind = (key: string) => redisKeyKind(key, 'app');
    expect(kind('app:sess:abc')).toBe('session');
    expect(kind('app:user-sessions:u1')).toBe('session_index');
    expect(kind('app:rl:sign-in-ip:127.0.0.1')).toBe('rate_limit');
    expect(kind('app:bull:notifications:notif-e1-u1-email')).toBe('job');
    expect(kind('app:bull:notifications:notif-e1-u1-email:lock')).toBe('job');
    expect(kind('app:bull:notifications:completed')).toBe('queue');
    expect(kind('app:bull:email:events')).toBe('queue');
    expect(kind('app:socket.io')).toBe('live_stream');
    expect(kind('app:logo:acme|acme.com')).toBe('other');
    expect(kind('other:sess:abc')).toBe('other');
  });

  it('counts a job once with its extra keys, and shares the session index among sessions', () => {
    const footprint = redisFootprint(
      [
        { key: 'app:sess:a', bytes: 300 },
        { key: 'app:sess:b', bytes: 340 },
        { key: 'app:user-sessions:u1', bytes: 60 },
        { key: 'app:bull:email:1a', bytes: 900 },
        { key: 'app:bull:email:1a:lock', bytes: 100 },
        { key: 'app:bull:email:2b', bytes: 1000 },
        { key: 'app:bull:email:completed', bytes: 5000 },
        { key: 'app:socket.io', bytes: 2048 },
      ],
      'app',
    );
    expect(footprint.job).toEqual({ keys: 2, bytes: 2000 });
    expect(footprint.queue).toEqual({ keys: 1, bytes: 5000 });
    expect(redisStorageMetrics(footprint)).toEqual({
      'storage.redis_bytes_per_session': { value: 350, unit: 'bytes' },
      'storage.redis_bytes_per_kept_job': { value: 1000, unit: 'bytes' },
      'storage.redis_live_stream_kib': { value: 2, unit: 'KiB' },
    });
  });

  it('reports no Redis figure for a kind the run left no key of', () => {
    expect(redisStorageMetrics(redisFootprint([], 'app'))).toEqual({});
  });
});
