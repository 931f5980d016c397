import {
  activityScoreOf,
  centsToDecimalString,
  completeOperatorProfile,
  DEFAULT_REVENUE_SHARE_MONTHS,
  type InvitationKind,
  type InvitationListItem,
  type InvitationStatus,
  isInvitationActive,
  type OperatorProfile,
  OPERATOR_PROFILE_DEFAULTS,
  type OperatorProfileSummary,
  type ProspectStatus,
  publicOperatorProfile,
  type PublicInvitation,
  type PublicOperatorProfile,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { OPERATOR_NAME } from '../platform/database/party-names.js';
import { operatorProfileSummary } from './networker-lists/operator-profile-summary.js';

/** An invitation of the read model as `selectInvitations` reads it. */
export interface InvitationRow {
  id: string;
  operator_id: string;
  slug: string;
  kind: InvitationKind;
  status: InvitationStatus;
  invitee_name: string;
  invitee_title: string | null;
  invitee_company: string | null;
  invitee_email: string | null;
  invitee_linkedin_url: string | null;
  title: string | null;
  description: string | null;
  max_registrations: number | null;
  intro_email_bounty_cents: string | null;
  referral_bounty_cents: string | null;
  rev_share_bounty_cents: string | null;
  /** The invitation's, else (stated before ADR 0022) its operator's. */
  revenue_share_in_force: number;
  revenue_share_months_in_force: number;
  click_count: number;
  last_clicked_at: Date | null;
  sent_at: Date;
  registered_count: number;
  registered_at: Date | null;
  /** The operator's name: their profile's, else their account's. */
  from_user: string;
  operator_intro_message: string | null;
}

/** An invitation of the operator's list with what its prospects add up to. */
export interface ListedInvitationRow extends InvitationRow {
  prospect_count: number;
  open_count: number;
  recent_count: number;
  /** Statuses of the prospects that have one, oldest prospect first. */
  statuses: ProspectStatus[];
}

/** What networkers and visitors see of the operator's stored profile. */
export const shownProfile = (stored: OperatorProfile | null): PublicOperatorProfile | null =>
  stored && publicOperatorProfile(completeOperatorProfile(stored));

const bounty = (cents: string | null) => (cents === null ? null : centsToDecimalString(Number(cents)));

/**
 * Invitations with their registrations counted per row (by its key, not over the whole table
 * first) and their operator's name; `extraColumns` adds more (the operator's profile, as `op.profile`).
 */
const selectInvitations = (extraColumns = '') => `
  SELECT i.*, r.registered_count, r.registered_at, ${OPERATOR_NAME} AS from_user,
         NULLIF(op.profile->>'introMessage', '') AS operator_intro_message,
         coalesce(i.revenue_share_percent, (op.profile->>'revenueShare')::numeric,
                  ${OPERATOR_PROFILE_DEFAULTS.revenueShare})::float8 AS revenue_share_in_force,
         coalesce(i.revenue_share_months, ${DEFAULT_REVENUE_SHARE_MONTHS}) AS revenue_share_months_in_force${extraColumns}
  FROM invitations i
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS registered_count, min(registered_at) AS registered_at
    FROM invitation_registrations WHERE invitation_id = i.id
  ) r
  LEFT JOIN operator_profiles op ON op.user_id = i.operator_id
  LEFT JOIN users ou ON ou.id = i.operator_id`;
export const SELECT_INVITATIONS = selectInvitations();
/** The same, each with its operator's stored profile (null until saved). */
export const SELECT_INVITATIONS_WITH_PROFILE = selectInvitations(', op.profile');

export function publicInvitation(row: InvitationRow): PublicInvitation {
  return {
    id: row.id,
    uuid: row.id,
    slug: row.slug,
    kind: row.kind,
    status: row.status,
    inviteeName: row.invitee_name,
    inviteeTitle: row.invitee_title,
    inviteeCompany: row.invitee_company,
    title: row.title,
    description: row.description,
    introEmailBounty: bounty(row.intro_email_bounty_cents),
    referralBounty: bounty(row.referral_bounty_cents),
    revShareBounty: bounty(row.rev_share_bounty_cents),
    revenueSharePercent: row.revenue_share_in_force,
    revenueShareMonths: row.revenue_share_months_in_force,
    operatorId: row.operator_id,
    fromUser: row.from_user,
    prospectName: row.invitee_name,
    prospectTitle: row.invitee_title,
    prospectCompany: row.invitee_company,
    prospectLinkedinUrl: row.invitee_linkedin_url,
    message: row.description ?? row.operator_intro_message,
  };
}

/** An invitation as the operator's list shows it, with the operator's card. */
export function listItem(
  row: ListedInvitationRow,
  operatorProfile: OperatorProfileSummary | null,
): InvitationListItem {
  const sentAt = row.sent_at.toISOString();
  return {
    ...publicInvitation(row),
    isActive: isInvitationActive(row.status),
    networkerFirstName: row.invitee_name,
    inviteeEmail: row.invitee_email,
    inviteeLinkedinUrl: row.invitee_linkedin_url,
    inviteeLinkedinImageUrl: null,
    maxRegistrations: row.max_registrations,
    clickCount: row.click_count,
    lastClickedAt: row.last_clicked_at?.toISOString() ?? null,
    sentAt,
    createdAt: sentAt,
    isRegistered: row.registered_count > 0,
    registeredCount: row.registered_count,
    registeredAt: row.registered_at?.toISOString() ?? null,
    prospectCount: row.prospect_count,
    prospectStatuses: row.statuses,
    activityScore: activityScoreOf({
      prospects: row.prospect_count,
      open: row.open_count,
      recent: row.recent_count,
    }),
    operatorProfile,
  };
}

/** The operator's card on each of their list's invitations; null until the profile is saved. */
export async function operatorCardOf(
  dataSource: DataSource,
  operatorId: string,
): Promise<OperatorProfileSummary | null> {
  const profiles = await dataSource.query<{ profile: OperatorProfile }[]>(
    'SELECT profile FROM operator_profiles WHERE user_id = $1',
    [operatorId],
  );
  return operatorProfileSummary(shownProfile(profiles[0]?.profile ?? null));
}
