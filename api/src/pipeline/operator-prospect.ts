import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { PROSPECT_MESSAGES, type ProspectStatus, prospectStream } from '@referrals/contracts';
import { type StreamState, StreamStates } from '../platform/events/stream-state.js';
import {
  evolveProspectPipeline,
  NOT_IN_PIPELINE,
  type ProspectPipelineState,
} from './prospect-pipeline-state.js';

/** A prospect in the pipeline, as its operator's commands decide on it. */
export type PipelineProspect = ProspectPipelineState & {
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
  status: ProspectStatus;
};

/** Loads a prospect for a command of the invitation's operator, refusing anyone else's. */
@Injectable()
export class OperatorProspects {
  constructor(@Inject(StreamStates) private readonly streams: StreamStates) {}

  /** Any prospect under one of the operator's invitations, in the pipeline or not (a recommendation). */
  async loadAny(
    operatorId: string,
    prospectId: string,
  ): Promise<StreamState<ProspectPipelineState & { invitationId: string }>> {
    const { state, revision } = await this.streams.load(
      prospectStream(prospectId),
      NOT_IN_PIPELINE,
      evolveProspectPipeline,
    );
    // Another operator's prospect is answered as unknown: its existence is not theirs to learn.
    if (state.operatorId !== operatorId || state.removed || !state.invitationId) {
      throw new NotFoundException(PROSPECT_MESSAGES.notFound);
    }
    return { state: { ...state, invitationId: state.invitationId }, revision };
  }

  /** A prospect in the pipeline (the networker approved or submitted it); others answer 409. */
  async load(operatorId: string, prospectId: string): Promise<StreamState<PipelineProspect>> {
    const { state, revision } = await this.loadAny(operatorId, prospectId);
    if (state.status === null || state.networkerUserId === null) {
      throw new ConflictException(PROSPECT_MESSAGES.notInPipeline);
    }
    return { state: state as PipelineProspect, revision };
  }
}

/** The ids every pipeline and bounty fact of a prospect carries. */
export function prospectParties(prospectId: string, prospect: PipelineProspect) {
  return {
    prospectId,
    invitationId: prospect.invitationId,
    operatorId: prospect.operatorId,
    networkerUserId: prospect.networkerUserId,
  };
}
