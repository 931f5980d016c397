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
import { CommandBus } from '@nestjs/cqrs';
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
import { OpenDispute } from './commands/open-dispute.command.js';
import { ResolveDispute } from './commands/resolve-dispute.command.js';
import { RespondToDispute } from './commands/respond-to-dispute.command.js';
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
    @Inject(CommandBus) private readonly commands: CommandBus,
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
    return this.commands.execute(
      new OpenDispute(
        request.session.userId!,
        actingParty(request),
        id,
        body.kind,
        body.reason,
        body.evidence.trim(),
        body.links ?? [],
      ),
    );
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
    return this.commands.execute(
      new RespondToDispute(
        request.session.userId!,
        actingParty(request),
        id,
        disputeId,
        body.response.trim(),
        body.links ?? [],
      ),
    );
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
    const correctedAmountCents = adjusted ? toCents(body.correctedAmount!) : null;
    return this.commands.execute(
      new ResolveDispute(id, disputeId, body.outcome, body.note.trim(), correctedAmountCents),
    );
  }
}
