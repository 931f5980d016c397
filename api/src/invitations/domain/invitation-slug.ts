import {
  INVITATION_MESSAGES,
  INVITATION_SLUG_STREAM_EVENT_TYPES,
  isEventOf,
  type RecordedEvent,
} from '@referrals/contracts';
import { type Decider, type Decision, refuse } from '../../kernel/decider.js';

/**
 * A link name (`invitation-slug-{slug}`): reserved once, by the invitation that takes it, which is
 * what makes a slug unique across the product.
 */
export interface SlugState {
  reservedBy: string | null;
}

export interface ReserveSlug {
  type: 'ReserveSlug';
  slug: string;
  invitationId: string;
}

export type SlugRefusalCode = 'slug_taken';

export const slugDecider: Decider<SlugState, ReserveSlug, 'InvitationSlugReserved', object, SlugRefusalCode> =
  {
    eventTypes: INVITATION_SLUG_STREAM_EVENT_TYPES,
    initialState: { reservedBy: null },
    evolve: (state, event) => ({ reservedBy: state.reservedBy ?? event.data.invitationId }),
    decide({ slug, invitationId }, state): Decision<'InvitationSlugReserved', SlugRefusalCode> {
      if (state.reservedBy !== null) return refuse('slug_taken', INVITATION_MESSAGES.slugTaken);
      return [{ type: 'InvitationSlugReserved', data: { slug, invitationId } }];
    },
  };

/** Whether a stored event reserves a slug (for readers of the slug stream). */
export const isSlugReservation = (event: RecordedEvent) =>
  isEventOf(event, INVITATION_SLUG_STREAM_EVENT_TYPES);
