import { Inject, Injectable } from '@nestjs/common';
import { type OnboardingStep, ONBOARDING_STEPS, type OperatorOnboarding } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { REACHED_APPROVAL } from './pipeline-funnel.js';

/**
 * Each step from what the read models show has happened: the profile has no required field
 * missing; an invitation exists; one of them was opened by a visitor (or someone joined through
 * it); a prospect reached approval; a bounty was paid.
 */
const STEPS_SQL = `
SELECT
  EXISTS (SELECT 1 FROM operator_profiles WHERE user_id = $1 AND cardinality(missing_fields) = 0) AS profile,
  EXISTS (SELECT 1 FROM invitations WHERE operator_id = $1) AS invitation,
  EXISTS (
    SELECT 1 FROM invitations i
    WHERE i.operator_id = $1
      AND (i.click_count > 0 OR EXISTS (SELECT 1 FROM invitation_registrations r WHERE r.invitation_id = i.id))
  ) AS share,
  EXISTS (SELECT 1 FROM prospects WHERE operator_id = $1 AND status = ANY($2::text[])) AS approval,
  EXISTS (SELECT 1 FROM bounty_ledger WHERE operator_id = $1 AND paid_at IS NOT NULL) AS payout`;

/** The new operator's onboarding checklist, ticked from the invitations, prospects and ledger read models. */
@Injectable()
export class OperatorOnboardingReader {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(operatorId: string): Promise<OperatorOnboarding> {
    const [row] = await this.dataSource.query<Record<OnboardingStep, boolean>[]>(STEPS_SQL, [
      operatorId,
      REACHED_APPROVAL,
    ]);
    const steps = ONBOARDING_STEPS.map((step) => ({ step, done: row?.[step] === true }));
    return { steps, complete: steps.every((step) => step.done) };
  }
}
