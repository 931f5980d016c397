import { Inject, Injectable } from '@nestjs/common';
import type { InvitationQuestionItem } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';

interface QuestionRow {
  id: string;
  invitation_id: string;
  invitation_name: string | null;
  asker_name: string;
  asker_email: string;
  question: string;
  asked_at: Date;
  /** Oldest first; answered_at as Postgres writes a timestamptz in JSON. */
  replies: { id: string; answer: string; answered_at: string }[];
}

/** The questions asked on an operator's own invitation pages, newest first, each with its replies. */
@Injectable()
export class InvitationQuestionList {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(operatorId: string): Promise<InvitationQuestionItem[]> {
    const rows = await this.dataSource.query<QuestionRow[]>(
      `SELECT q.id, q.invitation_id, i.invitee_name AS invitation_name, q.asker_name, q.asker_email,
              q.question, q.asked_at,
              COALESCE((SELECT json_agg(json_build_object('id', r.id, 'answer', r.answer, 'answered_at', r.answered_at)
                                        ORDER BY r.answered_at, r.id)
                        FROM invitation_question_replies r WHERE r.question_id = q.id), '[]'::json) AS replies
       FROM invitation_questions q LEFT JOIN invitations i ON i.id = q.invitation_id
       WHERE q.operator_id = $1 ORDER BY q.asked_at DESC LIMIT 200`,
      [operatorId],
    );
    return rows.map((row) => ({
      id: row.id,
      invitationId: row.invitation_id,
      invitationName: row.invitation_name ?? '',
      askerName: row.asker_name,
      askerEmail: row.asker_email,
      question: row.question,
      askedAt: row.asked_at.toISOString(),
      replies: row.replies.map((reply) => ({
        id: reply.id,
        answer: reply.answer,
        answeredAt: new Date(reply.answered_at).toISOString(),
      })),
    }));
  }
}
