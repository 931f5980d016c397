import type { NotificationDelivery } from '@referrals/contracts';
import type { ProjectionContext } from '@referrals/projections';
import type pg from 'pg';
import type { SubjectNames } from './notification-content.js';

/** Runs one statement and answers its rows: a projector batch's connection or the worker's data source. */
export type RunQuery = <Row>(text: string, values: unknown[]) => Promise<Row[]>;

/** Statements in a projector batch's transaction. */
export const runInBatch =
  (context: Pick<ProjectionContext, 'query'>): RunQuery =>
  async <Row>(text: string, values: unknown[]) =>
    (await context.query<Row & pg.QueryResultRow>(text, values)).rows;

export interface Recipient {
  id: string;
  name: string;
  email: string;
}

/** What a delivery needs from the database when it is made. */
export interface DeliveryLookup {
  recipient: Recipient;
  names: SubjectNames;
  /** The recipient's choice for the subject's type on the delivery's channel (never chosen: yes). */
  wanted: boolean;
}

interface LookupRow extends Recipient {
  ord: number;
  invitation_name: string | null;
  networker_name: string | null;
  operator_name: string | null;
  prospect_name: string | null;
  wanted: boolean;
}

/** The subject's id of this party, when it has one. */
const idOf = (
  delivery: NotificationDelivery,
  key: 'networkerUserId' | 'operatorId' | 'prospectId' | 'invitationId',
) =>
  key in delivery.subject ? ((delivery.subject as Partial<Record<typeof key, string>>)[key] ?? null) : null;

/**
 * For each delivery, in one statement: its recipient (an operator may have their notification emails
 * sent to another address), the names the wording needs, looked up now so a rename reads right (a
 * deleted record leaves a fallback), and whether the recipient wants it. Null where the recipient's
 * account is gone.
 */
export async function lookUpDeliveries(
  run: RunQuery,
  deliveries: readonly NotificationDelivery[],
): Promise<(DeliveryLookup | null)[]> {
  if (deliveries.length === 0) return [];
  const rows = await run<LookupRow>(
    `SELECT d.ord::int AS ord, u.id, u.name, COALESCE(NULLIF(op.profile->>'overrideEmail', ''), u.email) AS email,
            (SELECT invitee_name FROM invitations WHERE id = d.invitation_id) AS invitation_name,
            (SELECT name FROM users WHERE id = d.networker_id) AS networker_name,
            (SELECT name FROM users WHERE id = d.operator_id) AS operator_name,
            (SELECT prospect_name FROM prospects WHERE id = d.prospect_id) AS prospect_name,
            COALESCE((SELECT CASE WHEN d.channel = 'in_app' THEN p.in_app_enabled ELSE p.email_enabled END
                        FROM notification_preferences p WHERE p.user_id = d.recipient AND p.type = d.type),
                     true) AS wanted
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[])
              WITH ORDINALITY AS d (recipient, channel, type, invitation_id, networker_id, operator_id, prospect_id, ord)
       JOIN users u ON u.id = d.recipient
       LEFT JOIN operator_profiles op ON op.user_id = u.id`,
    [
      deliveries.map((delivery) => delivery.recipientUserId),
      deliveries.map((delivery) => delivery.channel),
      deliveries.map((delivery) => delivery.subject.type),
      deliveries.map((delivery) => idOf(delivery, 'invitationId')),
      deliveries.map((delivery) => idOf(delivery, 'networkerUserId')),
      deliveries.map((delivery) => idOf(delivery, 'operatorId')),
      deliveries.map((delivery) => idOf(delivery, 'prospectId')),
    ],
  );
  const found = new Map(rows.map((row) => [row.ord, row]));
  return deliveries.map((_, index) => {
    const row = found.get(index + 1);
    if (!row) return null;
    return {
      recipient: { id: row.id, name: row.name, email: row.email },
      names: {
        invitationName: row.invitation_name ?? 'an invitee',
        networkerName: row.networker_name,
        operatorName: row.operator_name,
        prospectName: row.prospect_name,
      },
      wanted: row.wanted,
    };
  });
}
