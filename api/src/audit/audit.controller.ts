import {
  BadRequestException,
  Controller,
  Get,
  Inject,
  Param,
  ParseUUIDPipe,
  Query,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  AUDIT_MESSAGES as M,
  type ProspectHistoryAnswer,
  type ProspectHistoryPage,
  type ProspectStateAnswer,
  type StreamAnswer,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { ProspectHistoryPageQueryDto, StateAtQueryDto } from './audit.dto.js';
import { auditReader } from './audit-reader.js';
import { KeptHistoryPageInterceptor, keepUnder } from './kept-history-page.interceptor.js';
import { GetProspectHistoryPage } from './queries/get-prospect-history-page.query.js';
import { GetProspectHistory } from './queries/get-prospect-history.query.js';
import { GetProspectState } from './queries/get-prospect-state.query.js';
import { GetStream } from './queries/get-stream.query.js';

/** Stream names as the product writes them: a category, a dash, an id or slug. */
const STREAM_NAME = /^[a-z][a-z-]*-[A-Za-z0-9._-]{1,200}$/;

/** Read-only: the history of a prospect for its parties and auditors, any stream for auditors. */
@Controller('audit')
export class AuditController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('prospects/:id/history')
  @SignedIn('operator', 'networker', 'auditor')
  history(@Req() request: Request, @Param('id', ParseUUIDPipe) id: string): Promise<ProspectHistoryAnswer> {
    return this.queries.execute(new GetProspectHistory(id, auditReader(request)));
  }

  /**
   * The same history for screens: a page at a time in log order, after the position the cursor names.
   * Kept while the streams it was read from are unchanged (KeptHistoryPages), and revalidated by entity
   * tag as the read models' kept answers are.
   */
  @Get('prospects/:id/history/page')
  @SignedIn('operator', 'networker', 'auditor')
  @UseInterceptors(KeptHistoryPageInterceptor)
  async historyPage(
    @Req() request: Request,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: ProspectHistoryPageQueryDto,
  ): Promise<ProspectHistoryPage> {
    const { page, source } = await this.queries.execute(
      new GetProspectHistoryPage(id, auditReader(request), query.cursor ?? null, query.limit),
    );
    keepUnder(request, source);
    return page;
  }

  @Get('prospects/:id/state')
  @SignedIn('operator', 'networker', 'auditor')
  state(
    @Req() request: Request,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: StateAtQueryDto,
  ): Promise<ProspectStateAnswer> {
    const at = query.at ? new Date(query.at) : null;
    return this.queries.execute(new GetProspectState(id, at, auditReader(request)));
  }

  @Get('streams/:streamName')
  @SignedIn('auditor')
  stream(@Param('streamName') streamName: string): Promise<StreamAnswer> {
    if (!STREAM_NAME.test(streamName)) throw new BadRequestException(M.streamNameInvalid);
    return this.queries.execute(new GetStream(streamName));
  }
}
