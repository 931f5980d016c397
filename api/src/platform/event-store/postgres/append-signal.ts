import pg from 'pg';
import { APPENDED_CHANNEL } from './schema.sql.js';

/**
 * The shortest time between the starts of two NOTIFYs, by default. Every NOTIFY is a transaction
 * of its own (with a transaction id and a commit record) and takes a lock that serialises notifying
 * commits across the server. Spaced out, one NOTIFY carries the newest transaction id of all the
 * appends since the one before; an append after a quiet moment is still announced at once.
 */
export const DEFAULT_NOTIFY_SPACING_MS = 5;

/**
 * A notification is a hint (polling is the truth), so its transaction need not wait for the WAL
 * to reach the disk: a crash could only lose the hint.
 */
const NOTIFY_STATEMENT = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`;

/**
 * Tells subscribers that events were appended, in this process at once and in other
 * processes through LISTEN/NOTIFY. It is only a hint to poll sooner: the poll stays
 * the source of truth, so a lost notification delays an event but never loses it.
 */
export class AppendSignal {
  /** Highest transaction id known to have appended events: the feed is not final until the horizon passes it. */
  latestAppendXid = 0n;
  private readonly waiters = new Set<() => void>();
  private listener: pg.Client | null = null;
  private listening = false;
  private notifyInFlight = false;
  private notifyTimer: NodeJS.Timeout | null = null;
  private lastNotifyAt = Number.NEGATIVE_INFINITY;
  private pendingNotifyXid: bigint | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly onError: (error: Error) => void,
    private readonly notifySpacingMs = DEFAULT_NOTIFY_SPACING_MS,
  ) {}

  /** Called after an append committed in this process. */
  appended(transactionXid: bigint): void {
    this.record(transactionXid);
    this.scheduleNotify(transactionXid);
  }

  /** Resolves after the next append anywhere, or after `timeoutMs`, or when aborted. */
  async next(timeoutMs: number, abort: AbortSignal): Promise<void> {
    await this.ensureListening();
    if (abort.aborted) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiters.delete(done);
        abort.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
      abort.addEventListener('abort', done, { once: true });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    for (const wake of [...this.waiters]) wake();
    const listener = this.listener;
    this.listener = null;
    if (listener) await listener.end().catch(() => undefined);
  }

  private record(xid: bigint): void {
    if (xid > this.latestAppendXid) this.latestAppendXid = xid;
    for (const wake of [...this.waiters]) wake();
  }

  /**
   * One NOTIFY at a time, at most one per `notifySpacingMs`; appends that happen meanwhile are
   * folded into the next one, which always follows.
   */
  private scheduleNotify(xid: bigint): void {
    if (this.pendingNotifyXid === null || xid > this.pendingNotifyXid) this.pendingNotifyXid = xid;
    this.notifyWhenDue();
  }

  private notifyWhenDue(): void {
    if (this.closed || this.notifyInFlight || this.notifyTimer || this.pendingNotifyXid === null) return;
    const wait = this.lastNotifyAt + this.notifySpacingMs - performance.now();
    if (wait > 0) {
      this.notifyTimer = setTimeout(() => {
        this.notifyTimer = null;
        this.notifyWhenDue();
      }, wait);
      this.notifyTimer.unref();
      return;
    }
    const xid = this.pendingNotifyXid;
    this.pendingNotifyXid = null;
    this.notifyInFlight = true;
    this.lastNotifyAt = performance.now();
    this.pool
      .query(NOTIFY_STATEMENT, [APPENDED_CHANNEL, xid.toString()])
      .catch((error: unknown) => {
        if (!this.closed) this.onError(error as Error);
      })
      .finally(() => {
        this.notifyInFlight = false;
        this.notifyWhenDue();
      });
  }

  private async ensureListening(): Promise<void> {
    if (this.listening || this.closed || this.reconnectTimer) return;
    this.listening = true;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== APPENDED_CHANNEL || !message.payload) return;
      this.record(BigInt(message.payload));
    });
    client.on('error', (error) => this.restartListener(client, error));
    client.on('end', () => this.restartListener(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${APPENDED_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.restartListener(client, error as Error);
    }
  }

  private restartListener(client: pg.Client, error: Error | null): void {
    if (this.listener === client) this.listener = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed || !this.listening) return;
    this.listening = false;
    if (error) this.onError(error);
    // Polling covers the gap; listen again shortly.
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.ensureListening();
    }, 1000);
    this.reconnectTimer.unref();
  }
}
