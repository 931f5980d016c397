import {
  type EventOf,
  INVITATION_EVENT_TYPES,
  INVITATION_QUESTIONS_PATH,
  type InvitationBountyTerms,
  type RecordedEvent,
} from '@referrals/contracts';
import { defineProjector, type ProjectionContext } from '../../projector.js';
import {
  insertInvitations,
  insertRegistrations,
  patchInvitations,
  termValues,
} from './invitation-batch-statements.js';
import { invitationScreensQueryKeys } from './invitation-query-keys.js';
import { INVITATION_LIST_EVENT_TYPES, invitationTerms, invitationWrites } from './invitation-writes.js';
import { invalidateNetworkerLists, invalidateNetworkerListsOfAll } from './networker-list-invalidation.js';

const terms = (bounties: InvitationBountyTerms) => termValues(invitationTerms(bounties));

async function update(
  context: ProjectionContext,
  event: RecordedEvent,
  data: { invitationId: string; operatorId: string },
  assignments: string,
  values: unknown[] = [],
): Promise<void> {
  await context.query(`UPDATE invitations SET ${assignments}, updated_at = $2 WHERE id = $1`, [
    data.invitationId,
    event.recordedAt,
    ...values,
  ]);
  context.invalidateForUsers([data.operatorId], invitationScreensQueryKeys(data.invitationId));
  await invalidateNetworkerLists(context, data);
}

/** The operator's questions from visitors name the invitation they came through by its invitee. */
function invalidateScreensNamingInvitee(
  renamed: EventOf<typeof INVITATION_EVENT_TYPES.invitationInviteeRenamed>,
  context: ProjectionContext,
): void {
  context.invalidateForUsers([renamed.data.operatorId], [[INVITATION_QUESTIONS_PATH]]);
}

/** Each operator's invitations as their list shows them, with clicks and registrations. */
export const invitationsProjector = defineProjector({
  name: 'invitations',
  eventTypes: INVITATION_LIST_EVENT_TYPES,
  tables: ['invitations', 'invitation_registrations'],
  async handle(event, context) {
    switch (event.type) {
      case INVITATION_EVENT_TYPES.invitationCreated: {
        const { data } = event;
        await context.query(
          `INSERT INTO invitations (id, operator_id, slug, kind, status, invitee_name, invitee_title,
             invitee_company, invitee_email, invitee_linkedin_url, title, description, max_registrations,
             intro_email_bounty_cents, referral_bounty_cents, rev_share_bounty_cents, revenue_share_percent,
             revenue_share_months, sent_at, updated_at)
           VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
          [
            data.invitationId,
            data.operatorId,
            data.slug,
            data.kind,
            data.inviteeName,
            data.inviteeTitle,
            data.inviteeCompany,
            data.inviteeEmail,
            data.inviteeLinkedinUrl,
            data.title,
            data.description,
            data.maxRegistrations,
            ...terms(data.bounties),
            event.recordedAt,
          ],
        );
        context.invalidateForUsers([data.operatorId], invitationScreensQueryKeys(data.invitationId));
        return;
      }
      case INVITATION_EVENT_TYPES.invitationInviteeRenamed: {
        const { data } = event;
        await update(context, event, data, 'invitee_name = $3', [data.inviteeName]);
        return invalidateScreensNamingInvitee(event, context);
      }
      case INVITATION_EVENT_TYPES.invitationDisabled:
        return update(context, event, event.data, `status = 'cancelled'`);
      case INVITATION_EVENT_TYPES.invitationDeclined:
        return update(context, event, event.data, `status = 'declined'`);
      case INVITATION_EVENT_TYPES.invitationEnabled:
        return update(context, event, event.data, `status = 'active'`);
      case INVITATION_EVENT_TYPES.invitationBountiesChanged: {
        const { data } = event;
        return update(
          context,
          event,
          data,
          `intro_email_bounty_cents = $3, referral_bounty_cents = $4, rev_share_bounty_cents = $5,
           revenue_share_percent = $6, revenue_share_months = $7`,
          terms(data.bounties),
        );
      }
      case INVITATION_EVENT_TYPES.invitationLinkOpened: {
        const { data } = event;
        return update(context, event, data, 'click_count = click_count + 1, last_clicked_at = $2');
      }
      case INVITATION_EVENT_TYPES.invitationAccepted: {
        const { data } = event;
        await context.query(
          `INSERT INTO invitation_registrations (invitation_id, networker_user_id, registered_at)
           VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [data.invitationId, data.networkerUserId, event.recordedAt],
        );
        context.invalidateForUsers([data.operatorId], invitationScreensQueryKeys(data.invitationId));
        await invalidateNetworkerLists(context, data);
        return;
      }
    }
  },
  /**
   * The batch in at most four statements (its new invitations, its changes to invitations, its new
   * places, the places to refresh), whatever its size. The networkers' lists it refreshes are those
   * handling each event in turn would: the places an event's invitation holds when it is handled were
   * held before the batch or are taken by an acceptance in it, whose networker is refreshed anyway.
   */
  async handleBatch(events, context) {
    const { created, patches, registrations } = invitationWrites(events);
    insertInvitations(context, created);
    patchInvitations(context, patches);
    insertRegistrations(context, registrations);
    if (!context.collectsInvalidations) return;
    for (const event of events) {
      context.invalidateForUsers(
        [event.data.operatorId],
        invitationScreensQueryKeys(event.data.invitationId),
      );
      if (event.type === INVITATION_EVENT_TYPES.invitationInviteeRenamed) {
        invalidateScreensNamingInvitee(event, context);
      }
    }
    await invalidateNetworkerListsOfAll(
      context,
      events.flatMap((event) =>
        event.type === INVITATION_EVENT_TYPES.invitationCreated ? [] : [event.data],
      ),
    );
  },
});
