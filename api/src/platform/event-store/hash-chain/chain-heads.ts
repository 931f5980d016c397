/** The hash of a stream's event at a revision: a fact that never changes once written. */
export interface ChainHead {
  revision: bigint;
  hash: string | null;
}

/**
 * The newest event of recently used streams that this process wrote or read, so an append after
 * it needs no read to link to its hash. Since a stored event never changes, a remembered head is
 * never wrong, only possibly not the newest: an append expecting another revision reads as before.
 */
export class ChainHeads {
  private readonly heads = new Map<string, ChainHead>();

  constructor(private readonly capacity = 10_000) {}

  /** The hash of the stream's event at exactly this revision, when known. */
  hashAt(streamName: string, revision: bigint): { hash: string | null } | undefined {
    const head = this.heads.get(streamName);
    return head?.revision === revision ? { hash: head.hash } : undefined;
  }

  /** Remembers an event as its stream's head unless a newer one is known already. */
  saw(streamName: string, head: ChainHead): void {
    const known = this.heads.get(streamName);
    if (known && known.revision >= head.revision) return;
    // Deleting first moves the stream to the end: the map's order is least recently updated first.
    this.heads.delete(streamName);
    this.heads.set(streamName, head);
    if (this.heads.size > this.capacity) this.heads.delete(this.heads.keys().next().value!);
  }
}
