import { Inject, Injectable } from '@nestjs/common';
import {
  centsToDecimalString,
  compareByActivity,
  DEFAULT_REVENUE_SHARE_MONTHS,
  type InvitationKind,
  type InvitationListItem,
  type InvitationPageData,
  type InvitationStatus,
  activityScoreOf,
  isInvitationActive,
  OPEN_PIPELINE_STATUSES,
  completeOperatorProfile,
  type OperatorProfile,
  OPERATOR_PROFILE_DEFAULTS,
  publicOperatorProfile,
  type PublicOperatorProfile,
  type ProspectStatus,
  type PublicInvitation,
  type PublicInvitationAnswer,
  type PublicRecommendedProspect,
  RECOMMENDED_SOURCE,
  recentProspectsSince,
} from '@referrals/contracts';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { reputationOf } from '../reviews/index.js';
import { operatorProfileSummary } from './networker-lists/operator-profile-summary.js';
import { CLOCK, type Clock } from '../platform/ports/clock.js';
import { OPERATOR_NAME } from '../platform/database/party-names.js';

interface InvitationRow {
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
interface ListedInvitationRow extends InvitationRow {
  prospect_count: number;
  open_count: number;
  recent_count: number;
  /** Statuses of the prospects that have one, oldest prospect first. */
  statuses: ProspectStatus[];
}

/** Where an invitation is, who owns it and whether its link works. */
export interface InvitationRef {
  id: string;
  operatorId: string;
  slug: string;
  status: InvitationStatus;
}

/** An invitation a networker accepted, with when and its operator's whole profile (to pick from for them). */
export interface AcceptedInvitation extends PublicInvitation {
  acceptedAt: string;
  operatorProfile: OperatorProfile | null;
}

/** What networkers and visitors see of the operator's stored profile. */
const shownProfile = (stored: OperatorProfile | null): PublicOperatorProfile | null =>
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
const SELECT_INVITATIONS = selectInvitations();
/** The same, each with its operator's stored profile (null until saved). */
const SELECT_INVITATIONS_WITH_PROFILE = selectInvitations(', op.profile');

/**
 * The operator's invitations with their prospects summed up in the database ($1 operator,
 * $2 open statuses, $3 recent since): an operator with thousands of prospects gets a thousand
 * rows, not every prospect.
 */
const LIST_INVITATIONS = `
  SELECT q.*, coalesce(p.prospect_count, 0)::int AS prospect_count, coalesce(p.open_count, 0)::int AS open_count,
         coalesce(p.recent_count, 0)::int AS recent_count, coalesce(p.statuses, '{}') AS statuses
  FROM (${SELECT_INVITATIONS} WHERE i.operator_id = $1) q
  LEFT JOIN (
    SELECT invitation_id, count(*) AS prospect_count,
           count(*) FILTER (WHERE status = ANY($2::text[])) AS open_count,
           count(*) FILTER (WHERE created_at >= $3) AS recent_count,
           array_agg(status ORDER BY created_at, id) FILTER (WHERE status IS NOT NULL) AS statuses
    FROM prospects WHERE operator_id = $1 GROUP BY invitation_id
  ) p ON p.invitation_id = q.id`;

function publicInvitation(row: InvitationRow): PublicInvitation {
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

function listItem(row: ListedInvitationRow): Omit<InvitationListItem, 'operatorProfile'> {
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
  };
}

/** Reads of the invitations read model: the operator's list, lookups by id or slug, page data. */
@Injectable()
export class InvitationDirectory {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** By uuid or by slug (both appear in links). */
  async find(idOrSlug: string): Promise<InvitationRef | null> {
    const column = isUUID(idOrSlug, 'all') ? 'id' : 'slug';
    const rows = await this.dataSource.query<Pick<InvitationRow, 'id' | 'operator_id' | 'slug' | 'status'>[]>(
      `SELECT id, operator_id, slug, status FROM invitations WHERE ${column} = $1`,
      [idOrSlug.toLowerCase()],
    );
    const row = rows[0];
    return row ? { id: row.id, operatorId: row.operator_id, slug: row.slug, status: row.status } : null;
  }

  /** The operator's invitations, busiest first (the spec's activity score), then newest, each with the operator's card. */
  async listFor(operatorId: string): Promise<InvitationListItem[]> {
    const [rows, profiles] = await Promise.all([
      this.dataSource.query<ListedInvitationRow[]>(LIST_INVITATIONS, [
        operatorId,
        OPEN_PIPELINE_STATUSES,
        recentProspectsSince(this.clock.now()),
      ]),
      this.dataSource.query<{ profile: OperatorProfile }[]>(
        'SELECT profile FROM operator_profiles WHERE user_id = $1',
        [operatorId],
      ),
    ]);
    const operatorProfile = operatorProfileSummary(shownProfile(profiles[0]?.profile ?? null));
    return rows.map((row) => ({ ...listItem(row), operatorProfile })).sort(compareByActivity);
  }

  /** Registration flags of the operator's invitations among these uuids or slugs. */
  async registrationStatuses(operatorId: string, slugs: string[]): Promise<Record<string, boolean>> {
    const rows = await this.dataSource.query<{ id: string; registered: boolean }[]>(
      `SELECT i.id, EXISTS (SELECT 1 FROM invitation_registrations r WHERE r.invitation_id = i.id) AS registered
       FROM invitations i
       WHERE i.operator_id = $1 AND (i.id::text = ANY($2) OR i.slug = ANY($2))`,
      [operatorId, slugs.map((slug) => slug.toLowerCase())],
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.registered]));
  }

  /** What the invitation page shows: the invitation, its operator's profile, the recommended prospects. */
  async page(invitationId: string): Promise<InvitationPageData | null> {
    const [found, prospects] = await Promise.all([
      this.withOperatorProfile(invitationId),
      this.recommendedProspects(invitationId),
    ]);
    if (!found?.operatorProfile) return null;
    const { operatorProfile, operatorReputation, ...invitation } = found;
    return { invitation, operatorProfile, prospects, operatorReputation };
  }

  /** The public page's invitation (also when disabled: the page says so) with its operator's profile, if written yet. */
  async withOperatorProfile(invitationId: string): Promise<PublicInvitationAnswer | null> {
    const rows = await this.dataSource.query<(InvitationRow & { profile: OperatorProfile | null })[]>(
      `${SELECT_INVITATIONS_WITH_PROFILE} WHERE i.id = $1`,
      [invitationId],
    );
    if (!rows[0]) return null;
    return {
      ...publicInvitation(rows[0]),
      operatorProfile: shownProfile(rows[0].profile),
      operatorReputation: await reputationOf(this.dataSource, rows[0].operator_id, 'operator'),
    };
  }

  /** The invitations this networker accepted, latest first, each with its operator's profile. */
  async acceptedBy(networkerUserId: string): Promise<AcceptedInvitation[]> {
    const rows = await this.dataSource.query<
      (InvitationRow & { accepted_at: Date; profile: OperatorProfile | null })[]
    >(
      `SELECT q.*, mine.registered_at AS accepted_at
       FROM (${SELECT_INVITATIONS_WITH_PROFILE}) q
       JOIN invitation_registrations mine ON mine.invitation_id = q.id AND mine.networker_user_id = $1
       ORDER BY mine.registered_at DESC, q.id`,
      [networkerUserId],
    );
    return rows.map((row) => ({
      ...publicInvitation(row),
      acceptedAt: row.accepted_at.toISOString(),
      operatorProfile: row.profile && completeOperatorProfile(row.profile),
    }));
  }

  recommendedProspects(invitationId: string): Promise<PublicRecommendedProspect[]> {
    return this.dataSource.query<PublicRecommendedProspect[]>(
      `SELECT id, prospect_name AS "prospectName", prospect_title AS "prospectTitle",
         prospect_company AS "prospectCompany", prospect_linkedin_url AS "prospectLinkedinUrl",
         profile_image_url AS "profileImageUrl", networker_notes AS "networkerNotes", source_type AS "sourceType"
       FROM prospects WHERE invitation_id = $1 AND source_type = $2 ORDER BY created_at, id`,
      [invitationId, RECOMMENDED_SOURCE],
    );
  }
}
