import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type EventStore, operatorStream } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { DemoOperatorSeed } from '../identity/demo/demo-operator.seed.js';
import { CreateInvitation } from '../invitations/create-invitation.js';
import { bountyTerms } from '../invitations/invitation-bounties.js';
import { RecommendedProspects } from '../invitations/recommended-prospects/recommended-prospects.js';
import { SaveOperatorProfile } from '../operators/profile/save-operator-profile.js';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { EVENT_STORE } from '../platform/event-store/event-store.token.js';
import { ROOT_LOGGER } from '../platform/logging/logging.module.js';
import { DEMO_INVITATION, DEMO_PROFILE, DEMO_PROSPECTS } from './demo-workspace.js';

/**
 * Gives the demo operator a complete profile, one invitation and two recommended prospects the
 * first time it is seeded, so a newcomer lands on a working workspace. Written as ordinary events,
 * in the background: the invitation needs the profile's projection, which runs once the app is up.
 */
@Injectable()
export class DemoWorkspaceSeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private seeding: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SaveOperatorProfile) private readonly profiles: SaveOperatorProfile,
    @Inject(CreateInvitation) private readonly invitations: CreateInvitation,
    @Inject(RecommendedProspects) private readonly prospects: RecommendedProspects,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.seeding = this.seed().catch((error: unknown) =>
      this.logger.error({ err: error }, 'demo workspace not created'),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.seeding;
  }

  private async seed(): Promise<void> {
    // The identity context owns the account; it is looked up here rather than imported as a module.
    const operatorId = await this.modules.get(DemoOperatorSeed, { strict: false }).ensure();
    if (!operatorId || (await this.hasHistory(operatorId))) return;
    await this.profiles.save(operatorId, { ...DEMO_PROFILE });
    if (!(await this.profileReadyForInvitations(operatorId))) return;
    const invitation = await this.invitations.create(operatorId, undefined, {
      ...DEMO_INVITATION,
      bounties: bountyTerms(DEMO_INVITATION.bounties),
    });
    for (const prospect of DEMO_PROSPECTS) await this.prospects.add(operatorId, invitation.id, prospect);
    this.logger.info({ invitation: invitation.slug }, 'demo workspace created');
  }

  /** Waits (up to 30 s) for the projection to show the profile complete, as creating an invitation requires. */
  private async profileReadyForInvitations(operatorId: string): Promise<boolean> {
    for (let attempt = 0; attempt < 120 && !this.stopping; attempt++) {
      const rows = await this.dataSource.query<unknown[]>(
        `SELECT 1 FROM operator_profiles WHERE user_id = $1 AND cardinality(missing_fields) = 0`,
        [operatorId],
      );
      if (rows.length > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  }

  private async hasHistory(operatorId: string): Promise<boolean> {
    for await (const _event of this.store.readStream(operatorStream(operatorId), { maxCount: 1 }))
      return true;
    return false;
  }
}
