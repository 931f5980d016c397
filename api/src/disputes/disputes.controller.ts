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
import { CommandBus, QueryBus } from '@nestjs/cqrs';
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
import { actingParty } from '../platform/http/acting-party.js';
import { OpenDispute } from './commands/open-dispute.command.js';
import { ResolveDispute } from './commands/resolve-dispute.command.js';
import { RespondToDispute } from './commands/respond-to-dispute.command.js';
import {
  DisputeListQueryDto,
  DisputeResolutionDto,
  DisputeResponseDto,
  OpenDisputeDto,
} from './disputes.dto.js';
import { GetProspectDisputes } from './queries/get-prospect-disputes.query.js';
import { ListDisputes } from './queries/list-disputes.query.js';

const isAuditor = (request: Request) => request.session.activeRole === 'auditor';

/** Disputes over ledger entries: the parties open and answer them, auditors resolve them. */
@Controller()
export class DisputesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('prospects/:id/disputes')
  @SignedIn('operator', 'networker', 'auditor')
  ofProspect(
    @Req() request: Request,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<ProspectDisputesAnswer> {
    return this.queries.execute(
      new GetProspectDisputes(id, { userId: request.session.userId!, isAuditor: isAuditor(request) }),
    );
  }

  /** An auditor's queue (every dispute) or a party's own disputes. */
  @Get('disputes')
  @SignedIn('operator', 'networker', 'auditor')
  list(@Req() request: Request, @Query() query: DisputeListQueryDto): Promise<DisputeListItem[]> {
    const role = isAuditor(request) ? 'auditor' : actingParty(request);
    return this.queries.execute(new ListDisputes(request.session.userId!, role, query.status ?? 'open'));
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
