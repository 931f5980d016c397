import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps every message it receives. */
export class TestMailbox {
  readonly received: ReceivedMail[] = [];
  /** How long the server takes to accept each message after its DATA (a slow mail server). */
  answerDelayMs = 0;
  /** Set by holdNext: the next message is read but never answered, nor kept. */
  private holding: (() => void) | null = null;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const held = this.holding;
        if (held) {
          this.holding = null;
          held();
          return;
        }
        const to = session.envelope.rcptTo.map((address) => address.address);
        setTimeout(() => {
          this.received.push({ to, raw });
          callback();
        }, this.answerDelayMs);
      });
    },
  });

  /**
   * Holds the next message after its DATA: the sender waits for an answer that never comes, as if it were
   * stopped halfway through sending. Resolves once that message's DATA has arrived.
   */
  holdNext(): Promise<void> {
    return new Promise((resolve) => (this.holding = resolve));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The first message to `address` that arrives within `timeoutMs`. */
  async waitFor(address: string, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((mail) => mail.to.includes(address));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no email to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The text of a message with quoted-printable soft breaks and escapes undone. */
export function decodedBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
