import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { OperatorOnboarding } from '@referrals/contracts';
import { OperatorOnboardingReader } from '../operator-onboarding.js';

/** The operator's first steps (profile, invitation, share, approval, payout), each done or not. */
export class GetOperatorOnboarding extends Query<OperatorOnboarding> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(GetOperatorOnboarding)
export class GetOperatorOnboardingHandler implements IQueryHandler<GetOperatorOnboarding> {
  constructor(@Inject(OperatorOnboardingReader) private readonly onboarding: OperatorOnboardingReader) {}

  execute({ operatorId }: GetOperatorOnboarding): Promise<OperatorOnboarding> {
    return this.onboarding.of(operatorId);
  }
}
