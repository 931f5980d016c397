import type { GlobalPosition } from '@referrals/contracts';
import { eventHash, type HashableEvent } from '../../platform/event-store/hash-chain/event-hash.js';

/** A stored event as the verifier reads it (a RecordedEvent fits). */
export interface StoredEvent extends HashableEvent {
  position?: GlobalPosition;
}

/**
 * - `content-altered`: the event's hash is not the hash of what is stored (data, metadata, type, id or revision changed);
 * - `link-broken`: the event does not follow the one before it (an event removed, inserted or reordered);
 * - `hash-missing`: an event without a hash after hashed ones (its hash was stripped).
 */
export type ChainBreakKind = 'content-altered' | 'link-broken' | 'hash-missing';

export interface ChainBreak {
  kind: ChainBreakKind;
  streamName: string;
  revision: bigint;
  eventId: string;
  position: GlobalPosition | undefined;
  detail: string;
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
  /** The first break found; the walk stops there. Null when every chain holds. */
  broken: ChainBreak | null;
}

export interface VerifyOptions {
  onProgress?: (checked: { streams: number; events: number }) => void;
  /** Call onProgress after every this many events. */
  progressEvery?: number;
  /** How many unchained streams the report names. */
  unchainedExamples?: number;
}

interface StreamWalk {
  name: string;
  nextRevision: bigint;
  /** Hash of the last hashed event; null before the first one. */
  lastHash: string | null;
  unchained: number;
}

/**
 * Walks events grouped by stream, each stream in revision order (how a store lists them),
 * recomputing every hash and link. A stream may begin with events written before hashing
 * (no `hash`, no `previousHash`): they are counted, not blamed, and the first hashed event
 * after them links to null. Stops at the first break.
 */
export async function verifyHashChains(
  events: AsyncIterable<StoredEvent>,
  options: VerifyOptions = {},
): Promise<ChainReport> {
  const progressEvery = options.progressEvery ?? 1000;
  const examples = options.unchainedExamples ?? 10;
  const report: ChainReport = {
    streams: 0,
    events: 0,
    chainedEvents: 0,
    unchainedEvents: 0,
    unchainedStreams: 0,
    unchainedExamples: [],
    broken: null,
  };
  let stream = null as StreamWalk | null;
  const finish = (walk: StreamWalk | null): void => {
    if (!walk || walk.unchained === 0) return;
    report.unchainedStreams++;
    if (report.unchainedExamples.length < examples) {
      const chainedFrom = walk.lastHash === null ? null : BigInt(walk.unchained);
      report.unchainedExamples.push({ streamName: walk.name, events: walk.unchained, chainedFrom });
    }
  };

  for await (const event of events) {
    if (stream?.name !== event.streamName) {
      finish(stream);
      stream = { name: event.streamName, nextRevision: 0n, lastHash: null, unchained: 0 };
      report.streams++;
    }
    const problem = checkEvent(stream, event);
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
  finish(stream);
  options.onProgress?.(report);
  return report;
}

/** Checks one event against its stream so far and moves the stream on; answers what is wrong, if anything. */
function checkEvent(stream: StreamWalk, event: StoredEvent): Pick<ChainBreak, 'kind' | 'detail'> | null {
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
  return null;
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
