import type { ContactStatusCorrection } from '@referrals/contracts';
import type { ProjectionContext } from '../../projector.js';
import { type ArrayElement, arrayLiteral } from '../sql/array-literal.js';
import type { ProspectChangeableColumns, ProspectRow, ProspectWrites } from './prospect-fold.js';

/** A column written from arrays (`unnest`): its name, its Postgres type and its value in a row. */
interface Column<Row> {
  name: string;
  type: string;
  value: (row: Row) => ArrayElement;
}

const CHANGEABLE_COLUMNS: Column<ProspectChangeableColumns>[] = [
  { name: 'networker_user_id', type: 'uuid', value: (row) => row.networkerUserId },
  { name: 'prospect_name', type: 'text', value: (row) => row.prospectName },
  { name: 'prospect_title', type: 'text', value: (row) => row.prospectTitle },
  { name: 'prospect_company', type: 'text', value: (row) => row.prospectCompany },
  { name: 'prospect_linkedin_url', type: 'text', value: (row) => row.prospectLinkedinUrl },
  { name: 'prospect_email', type: 'text', value: (row) => row.prospectEmail },
  { name: 'prospect_phone', type: 'text', value: (row) => row.prospectPhone },
  { name: 'operator_message', type: 'text', value: (row) => row.operatorMessage },
  { name: 'networker_notes', type: 'text', value: (row) => row.networkerNotes },
  { name: 'profile_image_url', type: 'text', value: (row) => row.profileImageUrl },
  { name: 'approval_status', type: 'text', value: (row) => row.approvalStatus },
  { name: 'status', type: 'text', value: (row) => row.status },
  { name: 'updated_at', type: 'timestamptz', value: (row) => row.updatedAt },
  { name: 'rejection_reason', type: 'text', value: (row) => row.rejectionReason },
  {
    name: 'status_correction',
    type: 'jsonb',
    value: (row) => (row.statusCorrection ? JSON.stringify(row.statusCorrection) : null),
  },
];

const ID_COLUMN: Column<{ id: string }> = { name: 'id', type: 'uuid', value: (row) => row.id };

const ROW_COLUMNS: Column<ProspectRow>[] = [
  ID_COLUMN,
  { name: 'invitation_id', type: 'uuid', value: (row) => row.invitationId },
  { name: 'operator_id', type: 'uuid', value: (row) => row.operatorId },
  { name: 'source_type', type: 'text', value: (row) => row.sourceType },
  { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
  { name: 'protected_until', type: 'timestamptz', value: (row) => row.protectedUntil },
  ...CHANGEABLE_COLUMNS,
];

const UPDATE_COLUMNS: Column<ProspectChangeableColumns & { id: string }>[] = [
  ID_COLUMN,
  ...CHANGEABLE_COLUMNS,
];

/** `unnest($1::uuid[], $2::text[], …)` of the columns, and its parameters: one array per column. */
function unnested<Row>(columns: readonly Column<Row>[], rows: readonly Row[]) {
  return {
    source: `unnest(${columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ')})`,
    names: columns.map((column) => column.name).join(', '),
    values: columns.map((column) => arrayLiteral(rows.map(column.value))),
  };
}

/** A stored row's changeable columns as the load returns them, under the id as the events spell it. */
interface StoredRow {
  key: string;
  networker_user_id: string | null;
  prospect_name: string;
  prospect_title: string | null;
  prospect_company: string | null;
  prospect_linkedin_url: string | null;
  prospect_email: string | null;
  prospect_phone: string | null;
  operator_message: string | null;
  networker_notes: string | null;
  profile_image_url: string | null;
  approval_status: string;
  status: string | null;
  updated_at: Date;
  rejection_reason: string | null;
  status_correction: ContactStatusCorrection | null;
}

/**
 * The stored rows of these prospects, in one statement, keyed by the ids as the events spell them (the
 * fold matches them by string; Postgres matches them as uuids, as the per-event statements did). Each id
 * is looked up by the primary key: as a plain join, a batch of thousands of ids was planned as a hash
 * join over the whole table (the `LIMIT` keeps the lookup a subquery of its own), which made a rebuild's
 * batches slower as the table grew.
 */
export async function loadStoredProspects(
  context: ProjectionContext,
  prospectIds: readonly string[],
): Promise<Map<string, ProspectChangeableColumns>> {
  const { rows } = await context.query<StoredRow>(
    `SELECT given.id AS key, ${CHANGEABLE_COLUMNS.map((column) => `p.${column.name}`).join(', ')}
     FROM unnest($1::text[]) AS given(id)
     CROSS JOIN LATERAL (SELECT * FROM prospects WHERE id = given.id::uuid LIMIT 1) p`,
    [arrayLiteral(prospectIds)],
  );
  return new Map(
    rows.map((row) => [
      row.key,
      {
        networkerUserId: row.networker_user_id,
        prospectName: row.prospect_name,
        prospectTitle: row.prospect_title,
        prospectCompany: row.prospect_company,
        prospectLinkedinUrl: row.prospect_linkedin_url,
        prospectEmail: row.prospect_email,
        prospectPhone: row.prospect_phone,
        operatorMessage: row.operator_message,
        networkerNotes: row.networker_notes,
        profileImageUrl: row.profile_image_url,
        approvalStatus: row.approval_status,
        status: row.status,
        updatedAt: row.updated_at,
        rejectionReason: row.rejection_reason,
        statusCorrection: row.status_correction,
      },
    ]),
  );
}

/** A batch's writes, at most one statement each for its deletions, insertions and updates, in that order. */
export function writeProspects(context: ProjectionContext, writes: ProspectWrites): void {
  if (writes.deletions.length > 0) {
    context.write('DELETE FROM prospects WHERE id = ANY($1::uuid[])', [arrayLiteral(writes.deletions)]);
  }
  if (writes.insertions.length > 0) {
    const { source, names, values } = unnested(ROW_COLUMNS, writes.insertions);
    context.write(`INSERT INTO prospects (${names}) SELECT * FROM ${source}`, values);
  }
  if (writes.updates.length > 0) {
    const { source, names, values } = unnested(UPDATE_COLUMNS, writes.updates);
    const assignments = CHANGEABLE_COLUMNS.map((column) => `${column.name} = v.${column.name}`).join(', ');
    context.write(
      `UPDATE prospects p SET ${assignments} FROM ${source} AS v(${names}) WHERE p.id = v.id`,
      values,
    );
  }
}
