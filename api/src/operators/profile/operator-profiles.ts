import { Inject, Injectable } from '@nestjs/common';
import {
  OPERATOR_PROFILE_MESSAGES,
  type OperatorProfile,
  type OperatorProfileAnswer,
  operatorProfileAnswer,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import type { OperatorsQueryRefusalCode } from '../queries/operators-query-refusals.js';

/** Reads of the operator_profiles read model. */
@Injectable()
export class OperatorProfiles {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The operator's saved profile with the spec's aliases; 404 before the first save. */
  async of(userId: string): Promise<OperatorProfileAnswer> {
    const rows = await this.dataSource.query<{ profile: OperatorProfile }[]>(
      'SELECT profile FROM operator_profiles WHERE user_id = $1',
      [userId],
    );
    if (!rows[0]) {
      throw new RefusalError(
        refuse<OperatorsQueryRefusalCode>('operator_profile_not_found', OPERATOR_PROFILE_MESSAGES.notFound),
      );
    }
    return operatorProfileAnswer(rows[0].profile);
  }
}
