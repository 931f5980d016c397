import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { StreamAnswer } from '@referrals/contracts';
import { AuditEvents } from '../audit-events.js';

/** Any stream's events as recorded, for an auditor. */
export class GetStream extends Query<StreamAnswer> {
  constructor(readonly streamName: string) {
    super();
  }
}

@QueryHandler(GetStream)
export class GetStreamHandler implements IQueryHandler<GetStream> {
  constructor(@Inject(AuditEvents) private readonly events: AuditEvents) {}

  async execute({ streamName }: GetStream): Promise<StreamAnswer> {
    return { streamName, events: await this.events.view(await this.events.read(streamName)) };
  }
}
