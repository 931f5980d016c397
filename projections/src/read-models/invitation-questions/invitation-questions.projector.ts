import { INVITATION_QUESTION_EVENT_TYPES, INVITATION_QUESTIONS_PATH } from '@referrals/contracts';
import { defineProjector } from '../../projector.js';

/** Each operator's questions from invitation-page visitors, with the replies the operator sent. */
export const invitationQuestionsProjector = defineProjector({
  name: 'invitation-questions',
  eventTypes: [
    INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAsked,
    INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAnswered,
  ],
  tables: ['invitation_questions', 'invitation_question_replies'],
  async handle(event, context) {
    switch (event.type) {
      case INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAsked: {
        const { data } = event;
        await context.query(
          `INSERT INTO invitation_questions (id, invitation_id, operator_id, asker_name, asker_email, question, asked_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [
            data.questionId,
            data.invitationId,
            data.operatorId,
            data.askerName,
            data.askerEmail,
            data.question,
            event.recordedAt,
          ],
        );
        context.invalidateForUsers([data.operatorId], [[INVITATION_QUESTIONS_PATH]]);
        return;
      }
      case INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAnswered: {
        const { data } = event;
        await context.query(
          `INSERT INTO invitation_question_replies (id, question_id, answer, answered_by, answered_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
          [data.replyId, data.questionId, data.answer, data.answeredBy, data.answeredAt],
        );
        context.invalidateForUsers([data.operatorId], [[INVITATION_QUESTIONS_PATH]]);
        return;
      }
    }
  },
});
