import { Inject, Injectable } from '@nestjs/common';
import { centsToDecimalString, type DisputeListFilter, type DisputeListItem } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';

/** Whose list: an auditor's queue holds every dispute, a party's list their own. */
export type DisputeListOwner =
  { auditor: true } | { column: 'operator_id' | 'networker_user_id'; userId: string };

const STATUS_CONDITION: Record<DisputeListFilter, string> = {
  open: `d.status <> 'resolved'`,
  resolved: `d.status = 'resolved'`,
  all: 'TRUE',
};

type Row = Omit<DisputeListItem, 'amount' | 'openedAt'> & { amountCents: string; openedAt: Date };

/** Lists of disputes from the `disputes` read model, the oldest unresolved first (a queue). */
@Injectable()
export class DisputeList {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async list(owner: DisputeListOwner, filter: DisputeListFilter): Promise<DisputeListItem[]> {
    const ownerCondition = 'auditor' in owner ? 'TRUE' : `d.${owner.column} = $1`;
    const rows = await this.dataSource.query<Row[]>(
      `SELECT d.id, d.prospect_id AS "prospectId", p.prospect_name AS "prospectName", d.kind, d.reason,
         d.status, d.opened_by AS "openedBy", d.opened_at AS "openedAt", d.outcome,
         o.profile->>'fullName' AS "operatorName", n.name AS "networkerName", d.amount_cents AS "amountCents"
       FROM disputes d
       LEFT JOIN prospects p ON p.id = d.prospect_id
       LEFT JOIN operator_profiles o ON o.user_id = d.operator_id
       LEFT JOIN users n ON n.id = d.networker_user_id
       WHERE ${ownerCondition} AND ${STATUS_CONDITION[filter]}
       ORDER BY d.status = 'resolved', d.opened_at
       LIMIT 500`,
      'auditor' in owner ? [] : [owner.userId],
    );
    return rows.map(({ amountCents, openedAt, ...row }) => ({
      ...row,
      amount: centsToDecimalString(Number(amountCents)),
      openedAt: openedAt.toISOString(),
    }));
  }
}
