import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  BOUNTY_KINDS,
  BOUNTY_MESSAGES,
  type BountyKind,
  type BountyLedgerAnswer,
  type CommandAnswer,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { BountyPaymentDto, WonDealDto } from './bounties.dto.js';
import { ApproveBounty } from '../commands/approve-bounty.command.js';
import { PayBounty } from '../commands/pay-bounty.command.js';
import { RecordWonDeal } from '../commands/record-won-deal.command.js';
import { GetBountyLedger } from '../queries/get-bounty-ledger.query.js';

function bountyKind(kind: string): BountyKind {
  if (!(BOUNTY_KINDS as readonly string[]).includes(kind))
    throw new BadRequestException(BOUNTY_MESSAGES.kindInvalid);
  return kind as BountyKind;
}

/** The bounty ledger: what each side reads, and the operator's won deals, approvals and payments. */
@Controller()
export class BountiesController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  /** What the networker earned, what is on its way, and why an amount is not yet payable. */
  @Get('networker/bounty-ledger')
  @SignedIn('networker')
  networkerLedger(@Req() request: Request): Promise<BountyLedgerAnswer> {
    return this.queries.execute(new GetBountyLedger('networker', request.session.userId!));
  }

  /** What the operator owes (outstanding) and has paid. */
  @Get('operator/bounty-ledger')
  @SignedIn('operator')
  operatorLedger(@Req() request: Request): Promise<BountyLedgerAnswer> {
    return this.queries.execute(new GetBountyLedger('operator', request.session.userId!));
  }

  @Post('prospects/:id/won-deal')
  @SignedIn('operator')
  wonDeal(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: WonDealDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new RecordWonDeal(request.session.userId!, id, body.dealValue));
  }

  @Post('prospects/:id/bounties/:kind/approve')
  @SignedIn('operator')
  approve(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('kind') kind: string,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new ApproveBounty(request.session.userId!, id, bountyKind(kind)));
  }

  @Post('prospects/:id/bounties/:kind/payment')
  @SignedIn('operator')
  pay(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('kind') kind: string,
    @Body() body: BountyPaymentDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(
      new PayBounty(request.session.userId!, id, bountyKind(kind), body.method, body.reference.trim()),
    );
  }
}
