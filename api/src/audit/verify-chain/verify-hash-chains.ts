import type { GlobalPosition } from '@referrals/contracts';
import {
  eventHash,
  type HashableEvent,
  hashVersionOf,
  storedHash,
} from '../../platform/event-store/hash-chain/event-hash.js';

/** A stored event as the verifier reads it (a RecordedEvent fits). */
export interface StoredEvent extends HashableEvent {
  position?: GlobalPosition;
  /** When the store says it recorded the event: version 2 events hashed it, so it must not have moved. */
  recordedAt?: Date;
}

/**
 * - `content-altered`: the event's hash is not the hash of what is stored (data, metadata, type, id or revision changed);
 * - `link-broken`: the event does not follow the one before it (an event removed, inserted or reordered);
 * - `hash-missing`: an event without a hash where it must have one (its hash was stripped);
 * - `time-moved`: the store's recording time is not the one the event's hash covers;
 * - `scheme-downgraded`: an event hashed without its recording time after events hashed with it;
 * - `head-rewritten`: the event at a stream's checkpointed revision is not the one the checkpoint signed
 *   (the stream was rewritten and its hashes recomputed);
 * - `stream-truncated`: the stream ends before the revision the checkpoint signed (its last events deleted);
 * - `stream-deleted`: a stream the checkpoint signed is gone.
 */
export type ChainBreakKind =
  | 'content-altered'
  | 'link-broken'
  | 'hash-missing'
  | 'time-moved'
  | 'scheme-downgraded'
  | 'head-rewritten'
  | 'stream-truncated'
  | 'stream-deleted';

export interface ChainBreak {
  kind: ChainBreakKind;
  streamName: string;
  revision: bigint;
  /** Null when no stored event is there (a deleted stream, a truncated one's missing head). */
  eventId: string | null;
  position: GlobalPosition | undefined;
  detail: string;
}

/** A stream's last event as a signed checkpoint holds it: its revision and hash (null: from before hashing). */
export interface AnchoredHead {
  revision: bigint;
  hash: string | null;
}

/** The stream heads a signed checkpoint vouches for: each stream must still reach its head, unchanged. */
export interface ChainAnchor {
  /** Names the checkpoint in messages, e.g. "checkpoint 12 of 2026-11-21T10:00:00.000Z". */
  name: string;
  heads: ReadonlyMap<string, AnchoredHead>;
}

/** Events written before hashing at the start of a stream. */
export interface UnchainedRun {
  streamName: string;
  events: number;
  /** Revision of the stream's first hashed event; null when none is hashed yet. */
  chainedFrom: bigint | null;
}

export interface ChainReport {
  streams: number;
  events: number;
  chainedEvents: number;
  unchainedEvents: number;
  unchainedStreams: number;
  /** The first few streams with unchained events, to name in a report. */
  unchainedExamples: UnchainedRun[];
  /** Streams whose head in the anchor was found unchanged. */
  anchoredStreams: number;
  /** The first break found; the walk stops there. Null when every chain holds. */
  broken: ChainBreak | null;
}

export interface VerifyOptions {
  onProgress?: (checked: { streams: number; events: number }) => void;
  /** Call onProgress after every this many events. */
  progressEvery?: number;
  /** How many unchained streams the report names. */
  unchainedExamples?: number;
  /** A signed checkpoint's heads to hold the streams to. */
  anchor?: ChainAnchor;
}

interface StreamWalk {
  name: string;
  nextRevision: bigint;
  /** Hash of the last hashed event; null before the first one. */
  lastHash: string | null;
  /** Highest hash version seen in the stream so far. */
  hashVersion: number;
  unchained: number;
  /** The stream's head in the anchor, if it has one. */
  head: AnchoredHead | undefined;
}

type Problem = Pick<ChainBreak, 'kind' | 'detail'>;

/**
 * Walks events grouped by stream, each stream in revision order (how a store lists them),
 * recomputing every hash and link. A stream may begin with events written before hashing
 * (no `hash`, no `previousHash`): they are counted, not blamed, and the first hashed event
 * after them links to null. With an anchor (a signed checkpoint), every stream it names must
 * still hold its head at that revision with that hash, and events beyond it must be hashed.
 * Stops at the first break.
 */
export async function verifyHashChains(
  events: AsyncIterable<StoredEvent>,
  options: VerifyOptions = {},
): Promise<ChainReport> {
  const progressEvery = options.progressEvery ?? 1000;
  const examples = options.unchainedExamples ?? 10;
  const anchor = options.anchor;
  const report: ChainReport = {
    streams: 0,
    events: 0,
    chainedEvents: 0,
    unchainedEvents: 0,
    unchainedStreams: 0,
    unchainedExamples: [],
    anchoredStreams: 0,
    broken: null,
  };
  const anchoredSeen = new Set<string>();
  let stream = null as StreamWalk | null;
  const finish = (walk: StreamWalk | null): ChainBreak | null => {
    if (!walk) return null;
    if (walk.unchained > 0) {
      report.unchainedStreams++;
      if (report.unchainedExamples.length < examples) {
        const chainedFrom = walk.lastHash === null ? null : BigInt(walk.unchained);
        report.unchainedExamples.push({ streamName: walk.name, events: walk.unchained, chainedFrom });
      }
    }
    if (!walk.head || !anchor) return null;
    if (walk.nextRevision <= walk.head.revision) {
      return {
        kind: 'stream-truncated',
        streamName: walk.name,
        revision: walk.head.revision,
        eventId: null,
        position: undefined,
        detail:
          `the stream ends at revision ${walk.nextRevision - 1n} but ${anchor.name} signed its head at revision ` +
          `${walk.head.revision}: its last events were deleted`,
      };
    }
    report.anchoredStreams++;
    return null;
  };

  for await (const event of events) {
    if (stream?.name !== event.streamName) {
      const ended = finish(stream);
      if (ended) return { ...report, broken: ended };
      const head = anchor?.heads.get(event.streamName);
      if (head) anchoredSeen.add(event.streamName);
      stream = {
        name: event.streamName,
        nextRevision: 0n,
        lastHash: null,
        hashVersion: 1,
        unchained: 0,
        head,
      };
      report.streams++;
    }
    const problem = checkEvent(stream, event) ?? (anchor ? checkAgainstAnchor(stream, event, anchor) : null);
    if (problem) {
      report.broken = {
        ...problem,
        streamName: event.streamName,
        revision: event.revision,
        eventId: event.id,
        position: event.position,
      };
      return report;
    }
    report.events++;
    if (stream.lastHash === null) report.unchainedEvents++;
    else report.chainedEvents++;
    if (report.events % progressEvery === 0) options.onProgress?.(report);
  }
  const ended = finish(stream);
  if (ended) return { ...report, broken: ended };
  if (anchor && anchoredSeen.size < anchor.heads.size) {
    const deleted = [...anchor.heads.keys()].filter((name) => !anchoredSeen.has(name)).sort()[0]!;
    const head = anchor.heads.get(deleted)!;
    report.broken = {
      kind: 'stream-deleted',
      streamName: deleted,
      revision: head.revision,
      eventId: null,
      position: undefined,
      detail: `${anchor.name} signed this stream up to revision ${head.revision}, and the store no longer holds it: the stream was deleted`,
    };
  }
  options.onProgress?.(report);
  return report;
}

/** Checks one event against its stream so far and moves the stream on; answers what is wrong, if anything. */
function checkEvent(stream: StreamWalk, event: StoredEvent): Problem | null {
  const expectedRevision = stream.nextRevision;
  if (event.revision !== expectedRevision) {
    return { kind: 'link-broken', detail: revisionProblem(expectedRevision, event.revision) };
  }
  stream.nextRevision = event.revision + 1n;
  const { hash, previousHash } = event.metadata;
  if (hash === undefined && previousHash === undefined) {
    if (stream.lastHash !== null) {
      return {
        kind: 'hash-missing',
        detail: 'the event has no hash although the events before it have one: its hash was removed',
      };
    }
    stream.unchained++;
    return null;
  }
  const recomputed = eventHash(event);
  if (hash !== recomputed) {
    return {
      kind: 'content-altered',
      detail: `hash mismatch: the stored content does not match its hash, the event was altered (stored ${describe(hash)}, computed ${recomputed})`,
    };
  }
  if (previousHash !== stream.lastHash) {
    const before =
      stream.lastHash === null
        ? 'no hashed event comes before it, so null'
        : `the event before it has ${stream.lastHash}`;
    return {
      kind: 'link-broken',
      detail: `link mismatch: previousHash is ${describe(previousHash)} but ${before}: an event was removed, inserted or reordered`,
    };
  }
  stream.lastHash = recomputed;
  return checkHashVersion(stream, event);
}

/** Version 2 hashes the recording time; a stream never goes back to version 1. */
function checkHashVersion(stream: StreamWalk, event: StoredEvent): Problem | null {
  const version = hashVersionOf(event.metadata);
  if (version === 1) {
    if (stream.hashVersion > 1) {
      return {
        kind: 'scheme-downgraded',
        detail: `the event is hashed without its recording time (version 1) after events of version ${stream.hashVersion}: it was rewritten under the older formula`,
      };
    }
    return null;
  }
  if (version !== 2) {
    return { kind: 'content-altered', detail: `unknown hash version ${describe(version)}` };
  }
  stream.hashVersion = 2;
  const hashedTime = event.metadata.recordedAt;
  const hashed = typeof hashedTime === 'string' ? new Date(hashedTime).getTime() : Number.NaN;
  if (Number.isNaN(hashed)) {
    return {
      kind: 'content-altered',
      detail: 'a version 2 event without a valid recording time in its hash',
    };
  }
  if (event.recordedAt && event.recordedAt.getTime() !== hashed) {
    return {
      kind: 'time-moved',
      detail: `the store says it recorded the event at ${event.recordedAt.toISOString()}, but its hash covers ${String(hashedTime)}: the recording time was moved`,
    };
  }
  return null;
}

/** Against a signed checkpoint: the head unchanged at its revision, and only hashed events after it. */
function checkAgainstAnchor(stream: StreamWalk, event: StoredEvent, anchor: ChainAnchor): Problem | null {
  const hash = storedHash(event.metadata);
  const head = stream.head;
  if (hash === null && (!head || event.revision > head.revision)) {
    return {
      kind: 'hash-missing',
      detail: head
        ? `the event has no hash although it comes after revision ${head.revision}, which ${anchor.name} signed: every event since is hashed, so its hash was removed`
        : `the stream has no hash here although ${anchor.name} does not know it: every stream begun since is hashed, so its hashes were removed`,
    };
  }
  if (!head || event.revision !== head.revision || hash === head.hash) return null;
  if (hash === null) {
    return {
      kind: 'hash-missing',
      detail: `${anchor.name} signed this event's hash ${head.hash}, and the event has none now: the stream's hashes were removed`,
    };
  }
  return {
    kind: 'head-rewritten',
    detail: `${anchor.name} signed the hash ${describe(head.hash)} at this revision, the store holds ${hash}: the stream was rewritten and its hashes recomputed`,
  };
}

function revisionProblem(expected: bigint, found: bigint): string {
  if (found < expected)
    return `revision ${found} comes after revision ${expected - 1n}: the events are out of order`;
  const missing =
    found - expected === 1n ? `revision ${expected} is` : `revisions ${expected}–${found - 1n} are`;
  return `link mismatch: ${missing} missing before revision ${found}: an event was removed`;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'nothing');
}
