import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ProspectStateAnswer } from '@referrals/contracts';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { type AuditReader, ProspectAudit } from '../prospect-audit.js';

/** A prospect's state at a moment (now when none is given), for one of its parties or an auditor. */
export class GetProspectState extends Query<ProspectStateAnswer> {
  constructor(
    readonly prospectId: string,
    readonly at: Date | null,
    readonly reader: AuditReader,
  ) {
    super();
  }
}

@QueryHandler(GetProspectState)
export class GetProspectStateHandler implements IQueryHandler<GetProspectState> {
  constructor(
    @Inject(ProspectAudit) private readonly audit: ProspectAudit,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ prospectId, at, reader }: GetProspectState): Promise<ProspectStateAnswer> {
    return this.audit.stateAt(prospectId, at ?? this.clock.now(), reader);
  }
}
