import { Inject, Injectable } from '@nestjs/common';
import {
  compareByActivity,
  completeOperatorProfile,
  type InvitationListItem,
  type InvitationPageData,
  type InvitationStatus,
  OPEN_PIPELINE_STATUSES,
  type OperatorProfile,
  type PublicInvitation,
  type PublicInvitationAnswer,
  type PublicRecommendedProspect,
  RECOMMENDED_SOURCE,
  recentProspectsSince,
} from '@referrals/contracts';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { CLOCK, type Clock } from '../platform/ports/clock.js';
import { reputationOf } from '../reviews/index.js';
import {
  type InvitationRow,
  type ListedInvitationRow,
  listItem,
  operatorCardOf,
  publicInvitation,
  SELECT_INVITATIONS,
  SELECT_INVITATIONS_WITH_PROFILE,
  shownProfile,
} from './invitation-rows.js';

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
  ) p ON p.invitation_id = q.id
  ORDER BY q.sent_at DESC, q.id DESC`;

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

  /**
   * The operator's invitations, busiest first (the spec's activity score), then newest, then by id
   * descending (the SQL order, kept by the stable sort: the order `InvitationPages` reads in pages).
   */
  async listFor(operatorId: string): Promise<InvitationListItem[]> {
    const [rows, operatorCard] = await Promise.all([
      this.dataSource.query<ListedInvitationRow[]>(LIST_INVITATIONS, [
        operatorId,
        OPEN_PIPELINE_STATUSES,
        recentProspectsSince(this.clock.now()),
      ]),
      operatorCardOf(this.dataSource, operatorId),
    ]);
    return rows.map((row) => listItem(row, operatorCard)).sort(compareByActivity);
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
