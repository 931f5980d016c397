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
}

/** The questions asked on an operator's own invitation pages, newest first. */
@Injectable()
export class InvitationQuestionList {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(operatorId: string): Promise<InvitationQuestionItem[]> {
    const rows = await this.dataSource.query<QuestionRow[]>(
      `SELECT q.id, q.invitation_id, i.invitee_name AS invitation_name, q.asker_name, q.asker_email,
              q.question, q.asked_at
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
    }));
  }
}
