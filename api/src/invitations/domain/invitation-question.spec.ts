import { describe, expect, it } from '@jest/globals';
import {
  API_MESSAGES,
  INVITATION_QUESTION_LIMITS,
  INVITATION_QUESTION_MESSAGES,
  NETWORKER_JOURNEY_MESSAGES,
} from '@referrals/contracts';
import { answered, ask, asked, given, invitation, reply } from './invitation-question-story.js';

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
    expect(once.state.asked).not.toBeNull();
    once.when(ask, invitation('active')).thenRefused('question_already_asked', API_MESSAGES.concurrentChange);
  });
});

describe('the operator’s reply to a visitor’s question', () => {
  it('is recorded with the asker’s address and question, so the email needs nothing else', () => {
    given(asked).when(reply()).then(answered());
  });

  it('is trimmed', () => {
    given(asked)
      .when(reply('  We pay within a week of the meeting.  \n'))
      .then(answered('We pay within a week of the meeting.'));
  });

  it('may follow an earlier reply (a follow-up or a correction)', () => {
    given(asked, answered())
      .when(reply('Correction: within three days.', undefined, 'r-2'))
      .then(answered('Correction: within three days.', 'r-2'));
  });

  it('is refused to any operator but the one the question was asked of, as if it did not exist', () => {
    given(asked)
      .when(reply(undefined, 'op-2'))
      .thenRefused('question_of_another_operator', INVITATION_QUESTION_MESSAGES.questionNotFound);
  });

  it('is refused on a question never asked', () => {
    given().when(reply()).thenRefused('question_not_found', INVITATION_QUESTION_MESSAGES.questionNotFound);
  });

  it('is refused when blank or longer than the limit', () => {
    given(asked)
      .when(reply('   '))
      .thenRefused('question_reply_required', INVITATION_QUESTION_MESSAGES.answerRequired);
    given(asked)
      .when(reply('x'.repeat(INVITATION_QUESTION_LIMITS.answer + 1)))
      .thenRefused('question_reply_too_long', INVITATION_QUESTION_MESSAGES.answerTooLong);
  });

  it('is refused once the question has taken its replies', () => {
    const replies = Array.from({ length: INVITATION_QUESTION_LIMITS.repliesPerQuestion }, (_, index) =>
      answered('Noted.', `r-${index}`),
    );
    given(asked, ...replies)
      .when(reply())
      .thenRefused('question_replies_exhausted', INVITATION_QUESTION_MESSAGES.tooManyReplies);
  });
});
