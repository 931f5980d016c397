import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the catcher leaves each message, one file per recipient and message. */
export function mailDirectory(smtpPort: number): string {
  return join(tmpdir(), `bold-e2e-mail-${smtpPort}`);
}

/**
 * A real SMTP server on the port the app sends to (started by the global setup), shared with
 * every test worker through files, since only one process can listen on the port.
 */
export async function startMailCatcher(port: number): Promise<() => Promise<void>> {
  const directory = mailDirectory(port);
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const recipient of session.envelope.rcptTo) {
          writeFileSync(join(directory, `${Date.now()}-${counter++}-${recipient.address}.eml`), raw);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
