import { describe, expect, it } from '@jest/globals';
import { API_MESSAGES, NETWORKER_JOURNEY_MESSAGES } from '@referrals/contracts';
import { ask, asked, given, invitation } from './invitation-question-story.js';

describe('a visitor’s question on an invitation', () => {
  it('is asked of the operator of an active invitation, as the visitor wrote it', () => {
    given().when(ask, invitation('active')).then(asked);
  });

  it('is refused when the page names no invitation', () => {
    given()
      .when(ask, { invitation: null })
      .thenRefused('question_invitation_not_found', NETWORKER_JOURNEY_MESSAGES.invitationNotFound);
  });

  it('is refused on an invitation the operator disabled or the networker declined', () => {
    for (const status of ['cancelled', 'declined'] as const)
      given()
        .when(ask, invitation(status))
        .thenRefused('question_invitation_disabled', NETWORKER_JOURNEY_MESSAGES.invitationDisabled);
  });

  it('is asked once: its stream holds the one question', () => {
    const once = given(asked);
    expect(once.state).toEqual({ asked: true });
    once.when(ask, invitation('active')).thenRefused('question_already_asked', API_MESSAGES.concurrentChange);
  });
});
