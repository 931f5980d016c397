import { Inject, Injectable } from '@nestjs/common';
import {
  type AcceptedInvitationAnswer,
  contactKey,
  protectedUntil,
  type SubmittedContactDetails,
  invitationStream,
  NETWORKER_JOURNEY_MESSAGES as M,
  type NewContact,
  type ProspectApprovals,
  prospectStream,
  type SubmittedProspectSource,
} from '@referrals/contracts';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { type IdentityFact, IdentityOutbox } from '../../identity/index.js';
import { UserAccounts } from '../../identity/index.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { StreamStates } from '../../platform/events/stream-state.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ContactClaims } from './contact-claims.js';
import { InvitationDirectory } from '../invitation-directory.js';
import { InvitationPlaces } from './invitation-places.js';
import { decideInvitation, invitationDecider, openTo } from '../domain/invitation.js';
import { accepted, CommandRefused, refuse } from '../../kernel/decider.js';
import { prospectDecider, type ProspectState } from '../../pipeline/index.js';
import {
  type AcceptanceCounts,
  acceptanceFacts,
  type AcceptancePlan,
  answeredRecommendations,
  contactDetails,
  type InvitationToAccept,
  linkedinContactDetails,
  type PlannedContact,
} from './acceptance-plan.js';

/** Serialises everything that takes or refuses a place on the invitation, until the transaction ends. */
export async function lockInvitationPlaces(manager: EntityManager, invitationId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `invitation-${invitationId}`,
  ]);
}

export interface AcceptanceRequest {
  invitationUuid: string;
  prospectApprovals?: ProspectApprovals;
  newContacts?: readonly NewContact[];
  /** Contacts given only by their LinkedIn profile address (the double opt-in page). */
  linkedinUrls?: readonly string[];
}

/** Everything checked before the transaction: the invitation, the answers, the contacts with their new ids. */
export type PreparedAcceptance = Omit<AcceptancePlan, 'networkerUserId' | 'acceptance'>;

export interface RecordedAcceptance extends AcceptanceCounts {
  facts: IdentityFact[];
  newlyAccepted: boolean;
  invitationId: string;
}

/**
 * Accepting an invitation: a place on it, the answers to its recommendations and the networker's
 * own contacts, recorded in one transaction with the account (new or existing) through the
 * identity outbox, so a registration is never half done.
 */
@Injectable()
export class InvitationAcceptances {
  constructor(
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(IdentityOutbox) private readonly outbox: IdentityOutbox,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(InvitationPlaces) private readonly places: InvitationPlaces,
    @Inject(ContactClaims) private readonly claims: ContactClaims,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The invitation by uuid or link name, folded from its stream; null when there is none. */
  async invitation(invitationRef: string): Promise<InvitationToAccept | null> {
    const found = await this.directory.find(invitationRef);
    if (!found) return null;
    const { state, revision } = await this.streams.fold(invitationStream(found.id), invitationDecider);
    return state.exists ? { ...state, id: found.id, revision } : null;
  }

  async prepare(
    networkerUserId: string | null,
    request: AcceptanceRequest,
    source: SubmittedProspectSource = 'networker_added',
  ): Promise<PreparedAcceptance> {
    return this.prepareFor(await this.invitation(request.invitationUuid), networkerUserId, request, source);
  }

  /** As prepare, for an invitation the caller has looked up already. */
  async prepareFor(
    invitation: InvitationToAccept | null,
    networkerUserId: string | null,
    request: Omit<AcceptanceRequest, 'invitationUuid'>,
    source: SubmittedProspectSource = 'networker_added',
  ): Promise<PreparedAcceptance> {
    const refusal = invitation
      ? openTo(invitation, networkerUserId)
      : refuse('invitation_not_found', M.invitationNotFound);
    if (refusal) throw new CommandRefused(refusal);
    const open = invitation as InvitationToAccept & { operatorId: string };
    const approvals = request.prospectApprovals ?? {};
    const recommendations = new Map<string, ProspectState>();
    for (const prospectId of Object.keys(approvals)) {
      if (!isUUID(prospectId, 'all')) continue;
      const { state } = await this.streams.fold(prospectStream(prospectId), prospectDecider);
      recommendations.set(prospectId, state);
    }
    return {
      invitation: open,
      answers: answeredRecommendations(open.id, approvals, recommendations),
      contacts: [
        ...(request.newContacts ?? []).map((contact) => this.planContact(contactDetails(contact), source)),
        ...(request.linkedinUrls ?? []).map((url) =>
          this.planContact(linkedinContactDetails(url), 'linkedin_url'),
        ),
      ],
    };
  }

  /** A contact with its new id and the ownership it will claim from now. */
  private planContact(details: SubmittedContactDetails, source: SubmittedProspectSource): PlannedContact {
    const until = protectedUntil(this.clock.now(), this.config.ownershipProtectionDays);
    return {
      prospectId: this.ids.uuid(),
      details,
      source,
      ownership: { contactKey: contactKey(details), protectedUntil: until.toISOString() },
    };
  }

  /** Inside the account's transaction: takes (or finds) the account's place and returns the facts to record. */
  async record(
    manager: EntityManager,
    prepared: PreparedAcceptance,
    networkerUserId: string,
  ): Promise<RecordedAcceptance> {
    const invitationId = prepared.invitation.id;
    await lockInvitationPlaces(manager, invitationId);
    // Declined or disabled since it was prepared: the lock orders this read after such a change,
    // and only what the stream got since it was prepared is read.
    const { invitation } = prepared;
    const { state: current } = await this.streams.catchUp(
      invitationStream(invitationId),
      { state: invitation, revision: invitation.revision },
      invitationDecider,
    );
    const placeHolders = await this.places.holders(invitationId, manager);
    const acceptance = accepted(
      decideInvitation({ type: 'AcceptInvitation', invitationId, networkerUserId }, current, {
        placeHolders,
      }),
    );
    const newlyAccepted = acceptance.length > 0;
    if (newlyAccepted) {
      await manager.query(
        'INSERT INTO invitation_acceptances (invitation_id, networker_user_id) VALUES ($1, $2)',
        [invitationId, networkerUserId],
      );
    }
    const claimedAt = this.clock.now();
    await this.claims.claim(
      manager,
      prepared.invitation.operatorId,
      networkerUserId,
      prepared.contacts.map((contact) => ({
        prospectId: contact.prospectId,
        prospectName: contact.details.prospectName,
        contactKey: contact.ownership.contactKey,
        claimedAt,
        protectedUntil: new Date(contact.ownership.protectedUntil),
      })),
    );
    const { facts, counts } = acceptanceFacts({ ...prepared, networkerUserId, acceptance });
    return {
      ...counts,
      newlyAccepted,
      invitationId,
      facts: facts.map((fact) => ({
        ...fact,
        eventId: this.ids.uuid(),
        actorUserId: networkerUserId,
        actorRole: 'networker',
      })),
    };
  }

  /** An existing account accepts (again): its own transaction, then the answer once the read models show it. */
  async acceptFor(networkerUserId: string, prepared: PreparedAcceptance): Promise<AcceptedInvitationAnswer> {
    const recorded = await this.accounts.transaction(async (manager) => {
      const outcome = await this.record(manager, prepared, networkerUserId);
      await this.outbox.record(manager, outcome.facts);
      return outcome;
    });
    await this.outbox.flush();
    return this.answer(recorded);
  }

  async answer(recorded: RecordedAcceptance): Promise<AcceptedInvitationAnswer> {
    const { facts, ...counts } = recorded;
    const written = await this.readYourWrites.answerForEvents(
      facts.map((fact) => ({ id: fact.eventId!, streamName: fact.streamName, type: fact.type })),
    );
    return { ...written, ...counts };
  }
}
