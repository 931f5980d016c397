import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  adjustedEntryState,
  BOUNTY_EVENT_TYPES,
  type BountyAdjustedData,
  type BountyKind,
  type CommandAnswer,
  DISPUTE_EVENT_TYPES,
  DISPUTE_MESSAGES,
  type DisputeOpenedData,
  type DisputeOutcome,
  type DisputeParty,
  type DisputeReason,
  type DisputeRespondedData,
  type DisputeResolvedData,
  disputeOpenRefusal,
  disputeOpenRefusalMessage,
  disputeStepRefusalMessage,
  type OpenDisputeAnswer,
  prospectStream,
  resolutionRefusal,
  responseRefusal,
} from '@referrals/contracts';
import { EventWriter, type PendingEvent } from '../platform/events/event-writer.js';
import { ReadYourWrites } from '../platform/events/read-your-writes.js';
import { type StreamState, StreamStates } from '../platform/events/stream-state.js';
import { CLOCK, type Clock } from '../platform/ports/clock.js';
import { ID_GENERATOR, type IdGenerator } from '../platform/ports/id-generator.js';
import {
  evolveProspectPipeline,
  NOT_IN_PIPELINE,
  type ProspectPipelineState,
} from '../pipeline/prospect-pipeline-state.js';
import { disputableEntries, hasOpenDispute } from './disputable-entries.js';

/** A prospect with both parties known: one in the pipeline. */
type PartiedProspect = ProspectPipelineState & {
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
};

export interface DisputeClaim {
  kind: BountyKind;
  reason: DisputeReason;
  evidence: string;
  links: string[];
}

export interface DisputeDecision {
  outcome: DisputeOutcome;
  note: string;
  correctedAmountCents: number | null;
}

const partiesOf = (prospectId: string, state: PartiedProspect) => ({
  prospectId,
  invitationId: state.invitationId,
  operatorId: state.operatorId,
  networkerUserId: state.networkerUserId,
});

/**
 * The dispute workflow on the prospect's stream: a party opens a dispute on a ledger entry, the other
 * party responds, an auditor resolves it. Each step appends at the revision it decided on, so two
 * steps at once cannot both pass (the second answers 409).
 */
@Injectable()
export class DisputeCommands {
  constructor(
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async open(
    userId: string,
    party: DisputeParty,
    prospectId: string,
    claim: DisputeClaim,
  ): Promise<OpenDisputeAnswer & CommandAnswer> {
    const { state, revision } = await this.loadForParty(userId, party, prospectId);
    const entry = disputableEntries(state)[claim.kind] ?? null;
    const refusal = disputeOpenRefusal(entry, hasOpenDispute(state, claim.kind), this.clock.now());
    if (refusal === 'already_open') throw new ConflictException(disputeOpenRefusalMessage(refusal));
    if (refusal || !entry) throw new BadRequestException(disputeOpenRefusalMessage(refusal ?? 'no_entry'));
    const disputeId = this.ids.uuid();
    const data: DisputeOpenedData = {
      ...partiesOf(prospectId, state),
      disputeId,
      kind: claim.kind,
      openedBy: party,
      reason: claim.reason,
      evidence: claim.evidence,
      links: claim.links,
      entry: { state: entry.state, amountCents: entry.amountCents, paidCents: entry.paidCents },
    };
    const answer = await this.append(
      prospectId,
      [{ type: DISPUTE_EVENT_TYPES.disputeOpened, data }],
      revision,
    );
    return { disputeId, ...answer };
  }

  async respond(
    userId: string,
    party: DisputeParty,
    prospectId: string,
    disputeId: string,
    response: { response: string; links: string[] },
  ): Promise<CommandAnswer> {
    const { state, revision } = await this.loadForParty(userId, party, prospectId);
    const dispute = disputeOf(state, disputeId);
    const refusal = responseRefusal(dispute, party);
    if (refusal === 'own_dispute') throw new BadRequestException(disputeStepRefusalMessage(refusal));
    if (refusal) throw new ConflictException(disputeStepRefusalMessage(refusal));
    const data: DisputeRespondedData = {
      ...partiesOf(prospectId, state),
      disputeId,
      kind: dispute.kind,
      respondedBy: party,
      response: response.response,
      links: response.links,
    };
    return this.append(prospectId, [{ type: DISPUTE_EVENT_TYPES.disputeResponded, data }], revision);
  }

  /** Auditors only (the route says so); an adjusted outcome also corrects the ledger entry. */
  async resolve(prospectId: string, disputeId: string, decision: DisputeDecision): Promise<CommandAnswer> {
    const { state, revision } = await this.load(prospectId);
    const dispute = disputeOf(state, disputeId);
    const refusal = resolutionRefusal(dispute);
    if (refusal) throw new ConflictException(disputeStepRefusalMessage(refusal));
    const parties = partiesOf(prospectId, state);
    const corrected = decision.outcome === 'adjusted' ? decision.correctedAmountCents : null;
    const resolved: DisputeResolvedData = {
      ...parties,
      disputeId,
      kind: dispute.kind,
      outcome: decision.outcome,
      note: decision.note,
      correctedAmount: corrected === null ? null : { amountCents: corrected, currency: 'USD' },
    };
    const events: PendingEvent[] = [{ type: DISPUTE_EVENT_TYPES.disputeResolved, data: resolved }];
    if (corrected !== null) {
      const entry = state.ledger[dispute.kind];
      const adjustment: BountyAdjustedData = {
        ...parties,
        kind: dispute.kind,
        disputeId,
        amount: { amountCents: corrected, currency: 'USD' },
        previousAmountCents: entry?.amountCents ?? null,
        state: adjustedEntryState(corrected, entry?.paidCents ?? 0),
      };
      events.push({ type: BOUNTY_EVENT_TYPES.bountyAdjusted, data: adjustment });
    }
    return this.append(prospectId, events, revision);
  }

  private async append(
    prospectId: string,
    events: PendingEvent[],
    revision: StreamState<unknown>['revision'],
  ): Promise<CommandAnswer> {
    return this.readYourWrites.answer(await this.writer.append(prospectStream(prospectId), events, revision));
  }

  private async load(prospectId: string): Promise<StreamState<PartiedProspect>> {
    const { state, revision } = await this.streams.load(
      prospectStream(prospectId),
      NOT_IN_PIPELINE,
      evolveProspectPipeline,
    );
    if (!state.invitationId || !state.operatorId || !state.networkerUserId || state.status === null) {
      throw new NotFoundException(DISPUTE_MESSAGES.prospectNotFound);
    }
    return { state: state as PartiedProspect, revision };
  }

  /** Someone else's prospect answers as unknown: its existence is not theirs to learn. */
  private async loadForParty(
    userId: string,
    party: DisputeParty,
    prospectId: string,
  ): Promise<StreamState<PartiedProspect>> {
    const loaded = await this.load(prospectId);
    const partyId = party === 'operator' ? loaded.state.operatorId : loaded.state.networkerUserId;
    if (partyId !== userId) throw new NotFoundException(DISPUTE_MESSAGES.prospectNotFound);
    return loaded;
  }
}

function disputeOf(state: ProspectPipelineState, disputeId: string) {
  const dispute = state.disputes[disputeId];
  if (!dispute) throw new NotFoundException(DISPUTE_MESSAGES.notFound);
  return dispute;
}
