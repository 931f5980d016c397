import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  type CommandAnswer,
  DISPUTE_MESSAGES as M,
  type DisputeListItem,
  type OpenDisputeAnswer,
  type ProspectDisputesAnswer,
  toCents,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { actingParty, PARTY_COLUMN } from '../platform/http/acting-party.js';
import { DisputeCommands } from './dispute-commands.js';
import { DisputeList } from './dispute-list.js';
import {
  DisputeListQueryDto,
  DisputeResolutionDto,
  DisputeResponseDto,
  OpenDisputeDto,
} from './disputes.dto.js';
import { ProspectDisputes } from './prospect-disputes.js';

const isAuditor = (request: Request) => request.session.activeRole === 'auditor';

/** Disputes over ledger entries: the parties open and answer them, auditors resolve them. */
@Controller()
export class DisputesController {
  constructor(
    @Inject(DisputeCommands) private readonly commands: DisputeCommands,
    @Inject(ProspectDisputes) private readonly prospectDisputes: ProspectDisputes,
    @Inject(DisputeList) private readonly disputes: DisputeList,
  ) {}

  @Get('prospects/:id/disputes')
  @SignedIn('operator', 'networker', 'auditor')
  ofProspect(
    @Req() request: Request,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<ProspectDisputesAnswer> {
    return this.prospectDisputes.of(id, { userId: request.session.userId!, isAuditor: isAuditor(request) });
  }

  /** An auditor's queue (every dispute) or a party's own disputes. */
  @Get('disputes')
  @SignedIn('operator', 'networker', 'auditor')
  list(@Req() request: Request, @Query() query: DisputeListQueryDto): Promise<DisputeListItem[]> {
    const owner = isAuditor(request)
      ? ({ auditor: true } as const)
      : { column: PARTY_COLUMN[actingParty(request)], userId: request.session.userId! };
    return this.disputes.list(owner, query.status ?? 'open');
  }

  @Post('prospects/:id/disputes')
  @SignedIn('operator', 'networker')
  open(
    @Req() request: Request,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: OpenDisputeDto,
  ): Promise<OpenDisputeAnswer & CommandAnswer> {
    return this.commands.open(request.session.userId!, actingParty(request), id, {
      kind: body.kind,
      reason: body.reason,
      evidence: body.evidence.trim(),
      links: body.links ?? [],
    });
  }

  @Post('prospects/:id/disputes/:disputeId/response')
  @HttpCode(201)
  @SignedIn('operator', 'networker')
  respond(
    @Req() request: Request,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('disputeId', ParseUUIDPipe) disputeId: string,
    @Body() body: DisputeResponseDto,
  ): Promise<CommandAnswer> {
    return this.commands.respond(request.session.userId!, actingParty(request), id, disputeId, {
      response: body.response.trim(),
      links: body.links ?? [],
    });
  }

  @Post('prospects/:id/disputes/:disputeId/resolution')
  @HttpCode(201)
  @SignedIn('auditor')
  resolve(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('disputeId', ParseUUIDPipe) disputeId: string,
    @Body() body: DisputeResolutionDto,
  ): Promise<CommandAnswer> {
    const adjusted = body.outcome === 'adjusted';
    if (adjusted && body.correctedAmount === undefined) throw new BadRequestException(M.amountRequired);
    if (!adjusted && body.correctedAmount !== undefined)
      throw new BadRequestException(M.amountOnlyWhenAdjusted);
    return this.commands.resolve(id, disputeId, {
      outcome: body.outcome,
      note: body.note.trim(),
      correctedAmountCents: adjusted ? toCents(body.correctedAmount!) : null,
    });
  }
}
