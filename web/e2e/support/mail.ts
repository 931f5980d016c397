import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailDirectory } from './mail-catcher';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);

/** The newest message to `address` that the catcher received, decoded from quoted-printable. */
export async function waitForEmail(address: string, timeoutMs = 30_000): Promise<string> {
  const directory = mailDirectory(smtpPort);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(directory)
      .filter((name) => name.endsWith(`-${address}.eml`))
      .sort();
    const newest = files.at(-1);
    if (newest) {
      return readFileSync(join(directory, newest), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (Date.now() > deadline) throw new Error(`no email to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
