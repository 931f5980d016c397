import type { DataSource, EntityManager } from 'typeorm';

/**
 * Sends an email once per key however often its job runs (stalled, retried, replayed). The claim is
 * a lease (`sending_since`) until the SMTP server has taken the email: a failed send gives the claim
 * back; a worker killed mid-send leaves a lease that the retry (after the job lock lapses, no sooner)
 * takes over, so the email is still sent, once unless the server took it in the instant before the kill.
 */
export type EmailSendKey =
  /** An account's notification email. */
  | { table: 'notification_deliveries'; eventId: string; recipientUserId: string; channel: 'email' }
  /** An email to an address without an account. */
  | { table: 'email_sends'; eventId: string; recipient: string };

/** A run of the same email's job holds an unexpired claim: this run is retried later (BullMQ backoff). */
export class EmailSendInProgress extends Error {
  override readonly name = 'EmailSendInProgress';
}

/** The key's columns and values, in the same order. */
function keyOf(key: EmailSendKey): { table: string; columns: string[]; values: string[] } {
  return key.table === 'notification_deliveries'
    ? {
        table: key.table,
        columns: ['event_id', 'recipient_user_id', 'channel'],
        values: [key.eventId, key.recipientUserId, key.channel],
      }
    : { table: key.table, columns: ['event_id', 'recipient'], values: [key.eventId, key.recipient] };
}

/**
 * True when this run may send: it claimed the email, or took over the lease of a send that never
 * confirmed (its worker died). False when the email was delivered. Throws while another run's lease lasts.
 */
export async function claimEmailSend(
  manager: EntityManager,
  key: EmailSendKey,
  leaseMs: number,
): Promise<boolean> {
  const { table, columns, values } = keyOf(key);
  const names = columns.join(', ');
  const matches = columns.map((column, index) => `${column} = $${index + 1}`).join(' AND ');
  const claimed = await manager.query<unknown[]>(
    `INSERT INTO ${table} (${names}, sending_since)
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}, now())
     ON CONFLICT (${names}) DO UPDATE SET sending_since = now()
       WHERE ${table}.sending_since
             <= now() - make_interval(secs => $${columns.length + 1}::double precision / 1000)
     RETURNING event_id`,
    [...values, leaseMs],
  );
  if (claimed.length > 0) return true;
  const [row] = await manager.query<{ sending: boolean }[]>(
    `SELECT sending_since IS NOT NULL AS sending FROM ${table} WHERE ${matches}`,
    values,
  );
  if (row?.sending) throw new EmailSendInProgress('Another run is sending this email; retrying later.');
  return false;
}

/** Claims the email's key, sends it, and marks it delivered; a failed send gives the claim back. */
export async function sendEmailOnce(
  dataSource: DataSource,
  key: EmailSendKey,
  leaseMs: number,
  send: () => Promise<unknown>,
): Promise<void> {
  if (!(await claimEmailSend(dataSource.manager, key, leaseMs))) return;
  const { table, columns, values } = keyOf(key);
  const matches = columns.map((column, index) => `${column} = $${index + 1}`).join(' AND ');
  try {
    await send();
  } catch (error) {
    await dataSource.query(`DELETE FROM ${table} WHERE ${matches}`, values);
    throw error;
  }
  await dataSource.query(
    `UPDATE ${table} SET sending_since = NULL, delivered_at = now() WHERE ${matches}`,
    values,
  );
}
