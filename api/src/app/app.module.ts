import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Projector } from '@referrals/projections';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { HealthModule } from '../platform/health/health.module.js';
import { PlatformModule } from '../platform/platform.module.js';

export interface AppModuleOptions {
  projectors: readonly Projector[];
  /** Bounded-context modules; tests add their own. */
  contexts: ReadonlyArray<Type | DynamicModule>;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger, options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, logger, { projectors: options.projectors }),
        CqrsModule.forRoot(),
        HealthModule,
        // Product endpoints live only in processes with the api role; every process answers health checks.
        ...(config.roles.has('api') ? options.contexts : []),
      ],
    };
  }
}
