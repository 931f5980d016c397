import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type BountyKind,
  type CommandAnswer,
  type InvitationProspect,
  parsePosition,
  PROSPECT_STATUSES,
  type ProspectStatus,
} from '@referrals/contracts';
import { conversationIdFor, conversationsProjector, type ProjectionProgress } from '@referrals/projections';
import { OpenDispute } from '../disputes/commands/open-dispute.command.js';
import { DEMO_NETWORKERS, DemoOperatorSeed } from '../identity/index.js';
import { CreateInvitation } from '../invitations/commands/create-invitation.command.js';
import { SubmitProspects } from '../invitations/commands/submit-prospects.command.js';
import { bountyTerms } from '../invitations/index.js';
// A command dispatched on the bus like those under commands/; the invitations index cannot re-export
// it (the pipeline imports that index, and this command imports the pipeline's).
// eslint-disable-next-line no-restricted-imports
import { AnswerRecommendation } from '../invitations/recommendation-answers/answer-recommendation.command.js';
import { ListInvitationProspects } from '../invitations/queries/list-invitation-prospects.query.js';
import { ListOperatorInvitations } from '../invitations/queries/list-operator-invitations.query.js';
import { SendMessage } from '../messaging/commands/send-message.command.js';
import { ApproveBounty } from '../pipeline/commands/approve-bounty.command.js';
import { ChangeProspectStatus } from '../pipeline/commands/change-prospect-status.command.js';
import { PayBounty } from '../pipeline/commands/pay-bounty.command.js';
import { RecordWonDeal } from '../pipeline/commands/record-won-deal.command.js';
import { SubmitReview } from '../reviews/commands/submit-review.command.js';
import { PROJECTION_PROGRESS } from '../platform/projections/projection-tokens.js';
import { type RequestContext, runWithRequestContext } from '../platform/request-context/request-context.js';
import {
  DEMO_CONTACTS,
  DEMO_DISPUTE,
  DEMO_INVITATION,
  DEMO_MESSAGES,
  DEMO_PAGE_SLUG,
  DEMO_RECOMMENDATION_TAKEN,
  DEMO_REVIEWS,
  DEMO_WON_DEAL_VALUE,
  type DemoContact,
  type DemoNetworkerKey,
} from './demo-workspace.js';

/** How long the story waits for a read model its next command reads (the conversation). */
const READ_MODEL_WAIT_MS = 30_000;

/**
 * The people and the pipeline of the demo workspace: three networkers join, submit contacts that
 * the operator takes to every stage, bounties are approved and paid, a deal is won, a dispute is
 * opened, both sides review a meeting and talk in a conversation. Every step is a command run by
 * its own handler, so the events are exactly those the screens would have written.
 */
@Injectable()
export class DemoWorkspaceStory {
  private stopping: () => boolean = () => false;

  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(PROJECTION_PROGRESS) private readonly progress: ProjectionProgress,
  ) {}

  /**
   * Writes the story once: false when its networkers exist already (it was written before). Stops
   * between steps once `stopping` answers true (a demo left half written stays so).
   */
  async tell(operatorId: string, accounts: DemoOperatorSeed, stopping: () => boolean): Promise<boolean> {
    this.stopping = stopping;
    try {
      return await this.write(operatorId, accounts);
    } catch (error) {
      if (!(error instanceof DemoStopped)) throw error;
      return true;
    }
  }

  private async write(operatorId: string, accounts: DemoOperatorSeed): Promise<boolean> {
    const nora = await accounts.createNetworker(DEMO_NETWORKERS.nora);
    if (!nora) return false;
    const [omar, grace] = await Promise.all([
      accounts.createNetworker(DEMO_NETWORKERS.omar),
      accounts.createNetworker(DEMO_NETWORKERS.grace),
    ]);
    if (!omar || !grace) return false;
    const networkers: Record<DemoNetworkerKey, string> = { nora, omar, grace };

    const noraInvitation = await this.noraInvitation(operatorId);
    const joined: Record<DemoNetworkerKey, CommandAnswer | null> = { nora: null, omar: null, grace: null };
    const prospects = new Map<string, string>();
    for (const key of ['nora', 'omar', 'grace'] as const) {
      const contacts = DEMO_CONTACTS.filter((contact) => contact.networker === key);
      const answer = await this.run(
        networker(networkers[key]),
        new SubmitProspects(
          networkers[key],
          key === 'nora' ? noraInvitation : DEMO_PAGE_SLUG,
          contacts.map((contact) => ({ details: contactDetails(contact), source: 'networker_added' })),
        ),
      );
      joined[key] = answer;
      answer.prospectIds.forEach((id, index) => prospects.set(contacts[index]!.prospectName, id));
    }

    // Nora takes Priya, Dana's recommendation (Marcus waits for her answer); then every contact's
    // story runs beside the others (each is its own stream), and Nora and Dana talk meanwhile.
    const priya = await this.recommendation(operatorId, noraInvitation, DEMO_RECOMMENDATION_TAKEN);
    if (priya) await this.run(networker(nora), new AnswerRecommendation(nora, priya, 'approved', null));
    await Promise.all([
      priya ? this.priyasStory(operatorId, nora, priya) : Promise.resolve(),
      ...DEMO_CONTACTS.map((contact) => {
        const prospectId = prospects.get(contact.prospectName);
        return prospectId
          ? this.contactsStory(operatorId, networkers, contact, prospectId)
          : Promise.resolve();
      }),
      joined.nora ? this.conversation(operatorId, nora, priya, joined.nora) : Promise.resolve(),
    ]);
    return true;
  }

  /** The meeting held and reviewed both ways, both bounties paid, the deal won. */
  private async priyasStory(operatorId: string, nora: string, priya: string): Promise<void> {
    await this.moveTo(operatorId, priya, 'review_completed', null);
    for (const kind of ['intro', 'meeting'] as const) await this.pay(operatorId, priya, kind);
    await this.run(operator(operatorId), new RecordWonDeal(operatorId, priya, DEMO_WON_DEAL_VALUE));
    await this.run(operator(operatorId), new ApproveBounty(operatorId, priya, 'win'));
    await this.run(
      operator(operatorId),
      new SubmitReview({ userId: operatorId, type: 'operator' }, priya, DEMO_REVIEWS.ofNetworker, null),
    );
    await this.run(
      networker(nora),
      new SubmitReview({ userId: nora, type: 'networker' }, priya, DEMO_REVIEWS.ofOperator, null),
    );
  }

  /** A submitted contact moved to its stage, its bounties approved or paid, disputed if it is the one. */
  private async contactsStory(
    operatorId: string,
    networkers: Record<DemoNetworkerKey, string>,
    contact: DemoContact,
    prospectId: string,
  ): Promise<void> {
    await this.moveTo(operatorId, prospectId, contact.status, contact.notes ?? null);
    for (const kind of contact.approve ?? [])
      await this.run(operator(operatorId), new ApproveBounty(operatorId, prospectId, kind));
    for (const kind of contact.pay ?? []) await this.pay(operatorId, prospectId, kind);
    if (contact.prospectName !== DEMO_DISPUTE.prospectName) return;
    const { kind, reason, evidence } = DEMO_DISPUTE;
    const disputer = networkers[DEMO_DISPUTE.networker];
    await this.run(
      networker(disputer),
      new OpenDispute(disputer, 'networker', prospectId, kind, reason, evidence, []),
    );
  }

  /** Dana and Nora's messages, once the conversation is open (its projector opens it on Nora's joining). */
  private async conversation(
    operatorId: string,
    nora: string,
    priya: string | null,
    joined: CommandAnswer,
  ): Promise<void> {
    if (!(await this.conversationOpened(joined))) return;
    const conversationId = conversationIdFor(operatorId, nora);
    for (const message of DEMO_MESSAGES) {
      const sender = message.from === 'operator' ? operatorId : nora;
      const about = message.aboutPriya ? priya : null;
      await this.run(
        message.from === 'operator' ? operator(sender) : networker(sender),
        new SendMessage(sender, conversationId, message.text, about, message.from),
      );
    }
  }

  /**
   * Runs one command of the story as its user, as their request would (the events name them as
   * actor), unless the process is stopping.
   */
  private run<Answer>(actor: Actor, command: Command<Answer>): Promise<Answer> {
    if (this.stopping()) throw new DemoStopped();
    const context = { requestId: randomUUID(), ...actor };
    return runWithRequestContext(context, () => this.commands.execute(command));
  }

  /** Nora's personal invitation (created with the workspace's first part), made now if it is gone. */
  private async noraInvitation(operatorId: string): Promise<string> {
    const invitations = await this.queries.execute(new ListOperatorInvitations(operatorId));
    const found = invitations.find(
      (invitation) =>
        invitation.kind === 'personal' && invitation.inviteeName === DEMO_INVITATION.inviteeName,
    );
    if (found) return found.id;
    const created = await this.run(
      operator(operatorId),
      new CreateInvitation(operatorId, undefined, {
        ...DEMO_INVITATION,
        bounties: bountyTerms(DEMO_INVITATION.bounties),
      }),
    );
    return created.id;
  }

  private async recommendation(
    operatorId: string,
    invitationId: string,
    name: string,
  ): Promise<string | null> {
    const prospects = (await this.queries.execute(
      new ListInvitationProspects(invitationId, operatorId),
    )) as InvitationProspect[];
    return prospects.find((prospect) => prospect.prospectName === name)?.id ?? null;
  }

  /** One step at a time, as an operator clicking Complete Step would (the last move carries the notes or the reason). */
  private async moveTo(
    operatorId: string,
    prospectId: string,
    status: ProspectStatus,
    notes: string | null,
  ): Promise<void> {
    const steps: ProspectStatus[] =
      status === 'rejected'
        ? ['under_review', 'rejected']
        : PROSPECT_STATUSES.slice(1, PROSPECT_STATUSES.indexOf(status) + 1);
    for (const [index, step] of steps.entries()) {
      const last = index === steps.length - 1;
      // A rejection's words are its reason, which the networker sees (ADR 0024); other moves take notes.
      const [stepNotes, reason] = !last ? [null, null] : step === 'rejected' ? [null, notes] : [notes, null];
      await this.run(
        operator(operatorId),
        new ChangeProspectStatus(operatorId, prospectId, step, stepNotes, reason),
      );
    }
  }

  private async pay(operatorId: string, prospectId: string, kind: BountyKind): Promise<void> {
    await this.run(operator(operatorId), new ApproveBounty(operatorId, prospectId, kind));
    await this.run(
      operator(operatorId),
      new PayBounty(
        operatorId,
        prospectId,
        kind,
        'paypal',
        `DEMO-${kind.toUpperCase()}-${prospectId.slice(0, 8)}`,
      ),
    );
  }

  /** A conversation is opened by its projector when the networker joins: messages wait for it. */
  private conversationOpened(joined: CommandAnswer): Promise<boolean> {
    if (joined.readModelsCaughtUp) return Promise.resolve(true);
    return this.progress.waitFor(
      parsePosition(joined.position),
      [conversationsProjector.name],
      READ_MODEL_WAIT_MS,
    );
  }
}

type Actor = Pick<RequestContext, 'actorUserId' | 'actorRole'>;
const operator = (userId: string): Actor => ({ actorUserId: userId, actorRole: 'operator' });
const networker = (userId: string): Actor => ({ actorUserId: userId, actorRole: 'networker' });

/** The process stops: the rest of the story is left unwritten (it is a demo). */
class DemoStopped extends Error {}

function contactDetails(contact: DemoContact) {
  return {
    prospectName: contact.prospectName,
    prospectTitle: contact.prospectTitle,
    prospectCompany: contact.prospectCompany,
    prospectLinkedinUrl: demoLinkedinUrl(contact.prospectName),
    ...(contact.networkerNotes ? { networkerNotes: contact.networkerNotes } : {}),
  };
}

/** A made-up profile address, as a networker pastes one (the demo's people are invented). */
function demoLinkedinUrl(name: string): string {
  return `https://www.linkedin.com/in/${name.toLowerCase().replace(/[^a-z]+/g, '-')}-demo`;
}
