import { INVITATION_QUESTION_EVENT_TYPES, INVITATION_QUESTIONS_PATH } from '@referrals/contracts';
import { defineProjector } from '../../projector.js';

/** Each operator's questions from invitation-page visitors. */
export const invitationQuestionsProjector = defineProjector({
  name: 'invitation-questions',
  eventTypes: [INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAsked],
  tables: ['invitation_questions'],
  async handle(event, context) {
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
  },
});
