import type { ProjectionContext } from '../../projector.js';
import type {
  InvitationPatch,
  InvitationRegistration,
  InvitationRow,
  InvitationTerms,
} from './invitation-writes.js';

/** The terms' values, in the order of their columns. */
export const termValues = (terms: InvitationTerms) => [
  terms.introEmailBountyCents,
  terms.referralBountyCents,
  terms.revShareBountyCents,
  terms.revenueSharePercent,
  terms.revenueShareMonths,
];

/** The terms' columns of rows that may leave them unset (null terms: nulls, which a patch ignores). */
const termColumns = <Row>(rows: readonly Row[], termsOf: (row: Row) => InvitationTerms | null) => [
  rows.map((row) => termsOf(row)?.introEmailBountyCents ?? null),
  rows.map((row) => termsOf(row)?.referralBountyCents ?? null),
  rows.map((row) => termsOf(row)?.revShareBountyCents ?? null),
  rows.map((row) => termsOf(row)?.revenueSharePercent ?? null),
  rows.map((row) => termsOf(row)?.revenueShareMonths ?? null),
];

/**
 * A batch's new invitations in one statement. No ON CONFLICT: an invitation created twice fails the
 * batch, as its second INSERT alone would.
 */
export function insertInvitations(context: ProjectionContext, rows: readonly InvitationRow[]): void {
  if (rows.length === 0) return;
  context.write(
    `INSERT INTO invitations (id, operator_id, slug, kind, status, invitee_name, invitee_title, invitee_company,
       invitee_email, invitee_linkedin_url, title, description, max_registrations, intro_email_bounty_cents,
       referral_bounty_cents, rev_share_bounty_cents, revenue_share_percent, revenue_share_months, click_count,
       last_clicked_at, sent_at, updated_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::int[], $14::bigint[], $15::bigint[],
       $16::bigint[], $17::numeric[], $18::int[], $19::int[], $20::timestamptz[], $21::timestamptz[],
       $22::timestamptz[])`,
    [
      rows.map((row) => row.id),
      rows.map((row) => row.operatorId),
      rows.map((row) => row.slug),
      rows.map((row) => row.kind),
      rows.map((row) => row.status),
      rows.map((row) => row.inviteeName),
      rows.map((row) => row.inviteeTitle),
      rows.map((row) => row.inviteeCompany),
      rows.map((row) => row.inviteeEmail),
      rows.map((row) => row.inviteeLinkedinUrl),
      rows.map((row) => row.title),
      rows.map((row) => row.description),
      rows.map((row) => row.maxRegistrations),
      ...termColumns(rows, (row) => row),
      rows.map((row) => row.clickCount),
      rows.map((row) => row.lastClickedAt),
      rows.map((row) => row.sentAt),
      rows.map((row) => row.updatedAt),
    ],
  );
}

/**
 * The batch's changes, one patch a row, in one statement; after the INSERT, so that it also changes the
 * invitations the batch created. A column a patch leaves unset (null, or its terms unset) stays as it is.
 */
export function patchInvitations(context: ProjectionContext, patches: readonly InvitationPatch[]): void {
  if (patches.length === 0) return;
  context.write(
    `UPDATE invitations i
     SET invitee_name = COALESCE(v.invitee_name, i.invitee_name),
         status = COALESCE(v.status, i.status),
         intro_email_bounty_cents = CASE WHEN v.sets_terms THEN v.intro_email_bounty_cents
                                         ELSE i.intro_email_bounty_cents END,
         referral_bounty_cents = CASE WHEN v.sets_terms THEN v.referral_bounty_cents
                                      ELSE i.referral_bounty_cents END,
         rev_share_bounty_cents = CASE WHEN v.sets_terms THEN v.rev_share_bounty_cents
                                       ELSE i.rev_share_bounty_cents END,
         revenue_share_percent = CASE WHEN v.sets_terms THEN v.revenue_share_percent
                                      ELSE i.revenue_share_percent END,
         revenue_share_months = CASE WHEN v.sets_terms THEN v.revenue_share_months
                                     ELSE i.revenue_share_months END,
         click_count = i.click_count + v.clicks,
         last_clicked_at = COALESCE(v.last_clicked_at, i.last_clicked_at),
         updated_at = v.updated_at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::boolean[], $5::bigint[], $6::bigint[], $7::bigint[],
                 $8::numeric[], $9::int[], $10::int[], $11::timestamptz[], $12::timestamptz[])
       AS v(id, invitee_name, status, sets_terms, intro_email_bounty_cents, referral_bounty_cents,
            rev_share_bounty_cents, revenue_share_percent, revenue_share_months, clicks, last_clicked_at,
            updated_at)
     WHERE i.id = v.id`,
    [
      patches.map((patch) => patch.id),
      patches.map((patch) => patch.inviteeName),
      patches.map((patch) => patch.status),
      patches.map((patch) => patch.terms !== null),
      ...termColumns(patches, (patch) => patch.terms),
      patches.map((patch) => patch.clicks),
      patches.map((patch) => patch.lastClickedAt),
      patches.map((patch) => patch.updatedAt),
    ],
  );
}

/** The batch's new places in one statement; a place already held keeps its first registration. */
export function insertRegistrations(
  context: ProjectionContext,
  registrations: readonly InvitationRegistration[],
): void {
  if (registrations.length === 0) return;
  context.write(
    `INSERT INTO invitation_registrations (invitation_id, networker_user_id, registered_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[])
     ON CONFLICT DO NOTHING`,
    [
      registrations.map((registration) => registration.invitationId),
      registrations.map((registration) => registration.networkerUserId),
      registrations.map((registration) => registration.registeredAt),
    ],
  );
}
