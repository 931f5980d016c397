/** A request of a load run waiting for its answer until its deadline. */
export interface PendingRequest {
  readonly deadlineMs: number;
  readonly settled: boolean;
  timeOut(): void;
}

/**
 * The requests of a run, in the order they were sent, to time out those unanswered at their deadline: a
 * deadline is the intended send time plus the timeout, and intended send times only grow (at a fixed
 * rate the schedule's, at saturation the moment of sending), so one sweep from the oldest request finds
 * every expired one. One periodic sweep instead of a timer per request saves the load process CPU.
 */
export class Deadlines {
  private requests: PendingRequest[] = [];
  private oldest = 0;

  add(request: PendingRequest): void {
    this.requests.push(request);
  }

  /** Times out every request still waiting at `nowMs` past its deadline, oldest first. */
  sweep(nowMs: number): void {
    while (this.oldest < this.requests.length) {
      const request = this.requests[this.oldest]!;
      if (!request.settled) {
        if (request.deadlineMs > nowMs) break;
        request.timeOut();
      }
      this.oldest++;
    }
    if (this.oldest >= 1024) {
      this.requests = this.requests.slice(this.oldest);
      this.oldest = 0;
    }
  }

  /** Requests added and not yet passed by a sweep (answered or not). */
  get size(): number {
    return this.requests.length - this.oldest;
  }
}
