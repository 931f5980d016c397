import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { OperatorProfileAnswer } from '@referrals/contracts';
import { OperatorProfiles } from '../profile/operator-profiles.js';

/** The operator's saved profile, refused before the first save. */
export class GetOperatorProfile extends Query<OperatorProfileAnswer> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(GetOperatorProfile)
export class GetOperatorProfileHandler implements IQueryHandler<GetOperatorProfile> {
  constructor(@Inject(OperatorProfiles) private readonly profiles: OperatorProfiles) {}

  execute({ operatorId }: GetOperatorProfile): Promise<OperatorProfileAnswer> {
    return this.profiles.of(operatorId);
  }
}
