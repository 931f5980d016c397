import {
  BadRequestException,
  Controller,
  Get,
  Inject,
  Param,
  ParseUUIDPipe,
  Query,
  Req,
} from '@nestjs/common';
import {
  AUDIT_MESSAGES as M,
  type ProspectHistoryAnswer,
  type ProspectStateAnswer,
  type StreamAnswer,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { CLOCK, type Clock } from '../platform/ports/clock.js';
import { AuditEvents } from './audit-events.js';
import { StateAtQueryDto } from './audit.dto.js';
import { type AuditReader, ProspectAudit } from './prospect-audit.js';

/** Stream names as the product writes them: a category, a dash, an id or slug. */
const STREAM_NAME = /^[a-z][a-z-]*-[A-Za-z0-9._-]{1,200}$/;

const reader = (request: Request): AuditReader => ({
  userId: request.session.userId!,
  isAuditor: request.session.activeRole === 'auditor',
});

/** Read-only: the history of a prospect for its parties and auditors, any stream for auditors. */
@Controller('audit')
export class AuditController {
  constructor(
    @Inject(ProspectAudit) private readonly prospects: ProspectAudit,
    @Inject(AuditEvents) private readonly events: AuditEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('prospects/:id/history')
  @SignedIn('operator', 'networker', 'auditor')
  history(@Req() request: Request, @Param('id', ParseUUIDPipe) id: string): Promise<ProspectHistoryAnswer> {
    return this.prospects.history(id, reader(request));
  }

  @Get('prospects/:id/state')
  @SignedIn('operator', 'networker', 'auditor')
  state(
    @Req() request: Request,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: StateAtQueryDto,
  ): Promise<ProspectStateAnswer> {
    const at = query.at ? new Date(query.at) : this.clock.now();
    return this.prospects.stateAt(id, at, reader(request));
  }

  @Get('streams/:streamName')
  @SignedIn('auditor')
  async stream(@Param('streamName') streamName: string): Promise<StreamAnswer> {
    if (!STREAM_NAME.test(streamName)) throw new BadRequestException(M.streamNameInvalid);
    return { streamName, events: await this.events.view(await this.events.read(streamName)) };
  }
}
