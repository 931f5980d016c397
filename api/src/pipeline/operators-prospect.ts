import { NotFoundException } from '@nestjs/common';
import { type ExpectedRevision, PROSPECT_MESSAGES, prospectStream } from '@referrals/contracts';
import type { StreamStates } from '../platform/events/stream-state.js';
import {
  evolveProspectPipeline,
  NOT_IN_PIPELINE,
  type ProspectPipelineState,
} from './prospect-pipeline-state.js';

/**
 * A prospect under one of the operator's invitations, with the revision it was read at. Another
 * operator's prospect is answered as unknown: its existence is not theirs to learn.
 */
export async function loadOperatorsProspect(
  streams: StreamStates,
  operatorId: string,
  prospectId: string,
): Promise<{ state: ProspectPipelineState & { invitationId: string }; revision: ExpectedRevision }> {
  const { state, revision } = await streams.load(
    prospectStream(prospectId),
    NOT_IN_PIPELINE,
    evolveProspectPipeline,
  );
  if (state.operatorId !== operatorId || state.removed || !state.invitationId) {
    throw new NotFoundException(PROSPECT_MESSAGES.notFound);
  }
  return { state: { ...state, invitationId: state.invitationId }, revision };
}
