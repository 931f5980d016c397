import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ModuleRef } from '@nestjs/core';
import { type CommandAnswer, type EventStore, operatorStream, parsePosition } from '@referrals/contracts';
import { operatorProfilesProjector, type ProjectionProgress } from '@referrals/projections';
import type { Logger } from 'pino';
import { DemoOperatorSeed } from '../identity/index.js';
import { CreateInvitation } from '../invitations/commands/create-invitation.command.js';
import { bountyTerms } from '../invitations/index.js';
import { RecommendProspect } from '../invitations/recommended-prospects/commands/recommend-prospect.command.js';
import { SaveOperatorProfile } from '../operators/index.js';
import { EVENT_STORE } from '../platform/event-store/event-store.token.js';
import { ROOT_LOGGER } from '../platform/logging/logging.module.js';
import { PROJECTION_PROGRESS } from '../platform/projections/projection-tokens.js';
import { runWithRequestContext } from '../platform/request-context/request-context.js';
import {
  DEMO_INVITATION,
  DEMO_OPEN_INVITATION,
  DEMO_PAGE_SLUG,
  DEMO_PROFILE,
  DEMO_PROSPECTS,
} from './demo-workspace.js';
import { DemoWorkspaceStory } from './demo-workspace-story.js';

/**
 * Gives the demo operator a complete profile, one invitation with two recommended prospects and
 * an open invitation as its public page (`/invite/dana-demo`) the first time it is seeded, then the
 * workspace's people and pipeline (DemoWorkspaceStory), so a newcomer lands on a working workspace.
 * Written as ordinary events, in the background: the invitation needs the profile's projection,
 * which runs once the app is up.
 */
@Injectable()
export class DemoWorkspaceSeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private seeding: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    @Inject(PROJECTION_PROGRESS) private readonly progress: ProjectionProgress,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    @Inject(DemoWorkspaceStory) private readonly story: DemoWorkspaceStory,
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
    const accounts = this.modules.get(DemoOperatorSeed, { strict: false });
    const operatorId = await accounts.ensure();
    if (!operatorId) return;
    // Databases seeded before the story existed get it too: its marker is its networkers' accounts.
    const asOperator = { requestId: randomUUID(), actorUserId: operatorId, actorRole: 'operator' as const };
    if (
      !(await this.hasHistory(operatorId)) &&
      !(await runWithRequestContext(asOperator, () => this.firstPart(operatorId)))
    )
      return;
    if (this.stopping) return;
    const started = Date.now();
    if (await this.story.tell(operatorId, accounts, () => this.stopping)) {
      this.logger.info(
        { ms: Date.now() - started },
        'demo workspace: networkers, pipeline and payments created',
      );
    }
  }

  /** The profile, Nora's invitation with Dana's two recommendations and the public page; false if cut short. */
  private async firstPart(operatorId: string): Promise<boolean> {
    const saved = await this.commands.execute(new SaveOperatorProfile(operatorId, { ...DEMO_PROFILE }));
    if (!(await this.profileProjected(saved))) return false;
    const invitation = await this.commands.execute(
      new CreateInvitation(operatorId, undefined, {
        ...DEMO_INVITATION,
        bounties: bountyTerms(DEMO_INVITATION.bounties),
      }),
    );
    // A shutdown meanwhile stops the seeding between steps (the next start finishes nothing: it is a demo).
    for (const prospect of DEMO_PROSPECTS) {
      if (this.stopping) return false;
      await this.commands.execute(new RecommendProspect(operatorId, invitation.id, prospect));
    }
    if (this.stopping) return false;
    const page = await this.commands.execute(
      new CreateInvitation(operatorId, DEMO_PAGE_SLUG, {
        ...DEMO_OPEN_INVITATION,
        bounties: bountyTerms(DEMO_OPEN_INVITATION.bounties),
      }),
    );
    this.logger.info({ invitation: invitation.slug, page: page.slug }, 'demo workspace created');
    return true;
  }

  /**
   * Creating an invitation reads the profile's projection, which starts once the app is up: waits
   * for it (up to 30 s), in short slices so that a shutdown meanwhile is not held up.
   */
  private async profileProjected(saved: CommandAnswer): Promise<boolean> {
    if (saved.readModelsCaughtUp) return true;
    const position = parsePosition(saved.position);
    for (let waitedMs = 0; waitedMs < 30_000 && !this.stopping; waitedMs += 250) {
      if (await this.progress.waitFor(position, [operatorProfilesProjector.name], 250)) return true;
    }
    return false;
  }

  private async hasHistory(operatorId: string): Promise<boolean> {
    for await (const _event of this.store.readStream(operatorStream(operatorId), { maxCount: 1 }))
      return true;
    return false;
  }
}
