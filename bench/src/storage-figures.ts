import type { Metrics } from './bench-metrics.js';

/** One table on disk: heap, TOAST and indexes (`pg_total_relation_size`), before and after `VACUUM FULL`. */
export interface TableSize {
  table: string;
  rows: number;
  /** As the run left it: a rebuild's updates leave dead rows behind, which autovacuum only marks reusable. */
  bytes: number;
  /** Rewritten without dead rows: the live data and its indexes. */
  compactBytes: number;
  /** Average width of a live row's values (`pg_column_size`), headers and indexes not counted. */
  rowWidth: number;
}

export interface StoreSizes {
  /** The event store's tables: `events` and `streams`. */
  eventStore: TableSize[];
  /** Every projector's tables (`Projector.tables`). */
  readModels: TableSize[];
  /** Rows of the `prospects` read model: what the read models are divided by. */
  prospects: number;
}

const sum = (tables: readonly TableSize[], size: (table: TableSize) => number): number =>
  tables.reduce((total, table) => total + size(table), 0);

/**
 * `storage.event_bytes_per_event` (the `events` table alone: the bench's copies of the log add no `streams`
 * rows, so that table stands for only part of the log's streams) and `storage.read_model_bytes_per_prospect`,
 * both compacted.
 */
export function postgresStorageMetrics(sizes: StoreSizes): Metrics {
  const events = sizes.eventStore.find((table) => table.table === 'events');
  if (!events || events.rows === 0) throw new RangeError('no events to divide the event store by');
  if (sizes.prospects === 0) throw new RangeError('no prospects to divide the read models by');
  return {
    'storage.event_bytes_per_event': { value: events.compactBytes / events.rows, unit: 'bytes' },
    'storage.read_model_bytes_per_prospect': {
      value: sum(sizes.readModels, (table) => table.compactBytes) / sizes.prospects,
      unit: 'bytes',
    },
  };
}

const KIB = 1024;
const kib = (bytes: number): string => `${Math.round(bytes / KIB).toLocaleString('en-US')} KiB`;

/** The console's table of sizes: rows, size as left and compacted, compacted bytes per row, row width. */
export function storageSummary(tables: readonly TableSize[]): string[] {
  const header = ['table', 'rows', 'as left', 'compacted', 'bytes/row', 'row width'];
  const rows = tables.map((table) => [
    table.table,
    table.rows.toLocaleString('en-US'),
    kib(table.bytes),
    kib(table.compactBytes),
    table.rows > 0 ? Math.round(table.compactBytes / table.rows).toLocaleString('en-US') : '-',
    table.rows > 0 ? Math.round(table.rowWidth).toLocaleString('en-US') : '-',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('   ');
  return [line(header), ...rows.map(line)];
}

const REDIS_KEY_KINDS = [
  'session',
  'session_index',
  'rate_limit',
  'job',
  'queue',
  'live_stream',
  'other',
] as const;

/** What a Redis key of the app holds, from its name (`<prefix>:sess:…`, `<prefix>:bull:<queue>:<job id>`, …). */
export type RedisKeyKind = (typeof REDIS_KEY_KINDS)[number];

/** BullMQ's keys of a whole queue (`<prefix>:bull:<queue>:<name>`); any other name there is a job's. */
const QUEUE_KEYS = new Set([
  'meta',
  'id',
  'wait',
  'paused',
  'active',
  'delayed',
  'prioritized',
  'completed',
  'failed',
  'stalled',
  'stalled-check',
  'events',
  'marker',
  'pc',
  'limiter',
  'repeat',
]);

export function redisKeyKind(key: string, prefix: string): RedisKeyKind {
  if (!key.startsWith(`${prefix}:`)) return 'other';
  const [kind, ...rest] = key.slice(prefix.length + 1).split(':');
  switch (kind) {
    case 'sess':
      return 'session';
    case 'user-sessions':
      return 'session_index';
    case 'rl':
      return 'rate_limit';
    case 'socket.io':
      return rest.length === 0 ? 'live_stream' : 'other';
    case 'bull':
      // <queue>:<job id>, or <queue>:<job id>:logs / :lock, or <queue>:<name of a queue-wide key>.
      if (rest.length < 2) return 'queue';
      return rest.length === 2 && QUEUE_KEYS.has(rest[1]!) ? 'queue' : 'job';
    case undefined:
    default:
      return 'other';
  }
}

export interface KindFootprint {
  keys: number;
  bytes: number;
}

/** Keys and bytes (`MEMORY USAGE`) per kind; a job counts once however many keys it has. */
export function redisFootprint(
  keys: ReadonlyArray<{ key: string; bytes: number }>,
  prefix: string,
): Record<RedisKeyKind, KindFootprint> {
  const footprint = Object.fromEntries(
    REDIS_KEY_KINDS.map((kind) => [kind, { keys: 0, bytes: 0 }]),
  ) as Record<RedisKeyKind, KindFootprint>;
  for (const { key, bytes } of keys) {
    const kind = redisKeyKind(key, prefix);
    footprint[kind].bytes += bytes;
    // A job's lock and logs are extra keys of a job already counted by its hash.
    if (kind !== 'job' || key.split(':').length === prefix.split(':').length + 3) footprint[kind].keys += 1;
  }
  return footprint;
}

/**
 * `storage.redis_bytes_per_session` (a session and its share of its user's index), `storage.redis_bytes_per_kept_job`
 * (a job hash; completed jobs are kept a day) and `storage.redis_live_stream_kib` (the Socket.IO stream, capped).
 */
export function redisStorageMetrics(footprint: Record<RedisKeyKind, KindFootprint>): Metrics {
  const { session, session_index: index, job, live_stream: stream } = footprint;
  const metrics: Metrics = {};
  if (session.keys > 0) {
    metrics['storage.redis_bytes_per_session'] = {
      value: (session.bytes + index.bytes) / session.keys,
      unit: 'bytes',
    };
  }
  if (job.keys > 0)
    metrics['storage.redis_bytes_per_kept_job'] = { value: job.bytes / job.keys, unit: 'bytes' };
  if (stream.keys > 0) metrics['storage.redis_live_stream_kib'] = { value: stream.bytes / KIB, unit: 'KiB' };
  return metrics;
}
