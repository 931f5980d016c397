import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { LivenessReport, ReadinessReport } from '@referrals/contracts';
import type { Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Public } from '../http/access.decorators.js';
import { ReadinessService } from './readiness.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(ReadinessService) private readonly readiness: ReadinessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The process is up and answering. */
  @Get()
  @Public()
  @ApiOkResponse({ description: 'The process is alive' })
  liveness(): LivenessReport {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()), roles: [...this.config.roles] };
  }

  /** Postgres, Redis and the event store answer; projection lag is reported. */
  @Get('ready')
  @Public()
  @ApiOkResponse({ description: 'Ready to serve' })
  @ApiServiceUnavailableResponse({ description: 'A dependency is down' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessReport> {
    const report = await this.readiness.report();
    if (report.status !== 'ready') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
