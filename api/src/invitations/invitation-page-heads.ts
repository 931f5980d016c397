import { Inject, Injectable } from '@nestjs/common';
import { invitationShareCard } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { PageHead } from '../platform/http/page-head.js';
import { ROOT_LOGGER } from '../platform/logging/logging.module.js';
import { InvitationDirectory } from './invitation-directory.js';

/** The public invitation page's addresses (the spec's two), not their previews. */
const INVITATION_PAGE = /^\/(?:invite|networker_invitation_page)\/([^/]+)\/?$/;

/** The product's own card image, for an invitation whose operator has no photo at a web address. */
export const SHARE_CARD_IMAGE_PATH = '/social-card.png';

/**
 * The public invitation page's title and link preview, in its first HTML response: a link shared in a
 * message unfurls with the operator's name, company and bounties (the card's words are contracts').
 */
@Injectable()
export class InvitationPageHeads {
  constructor(
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /** Null for other pages and unknown invitations, and when the lookup fails: the page still loads. */
  readonly headFor = async (path: string): Promise<PageHead | null> => {
    const slug = INVITATION_PAGE.exec(path)?.[1];
    if (!slug) return null;
    try {
      const found = await this.directory.find(decodeURIComponent(slug));
      const answer = found && (await this.directory.withOperatorProfile(found.id));
      if (!answer) return null;
      const card = invitationShareCard(answer, answer.operatorProfile);
      return {
        title: card.title,
        description: card.description,
        url: new URL(path, this.config.publicUrl).toString(),
        imageUrl: card.imageUrl ?? new URL(SHARE_CARD_IMAGE_PATH, this.config.publicUrl).toString(),
      };
    } catch (error) {
      this.logger.warn({ err: error, path }, 'invitation page served without its link preview');
      return null;
    }
  };
}
