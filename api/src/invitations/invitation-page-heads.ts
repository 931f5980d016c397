import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  invitationPageCompanies,
  invitationShareCard,
  type PublicRecommendedProspect,
  queryKey,
} from '@referrals/contracts';
import type { Logger } from 'pino';
import { FindKnownCompanyLogos } from '../companies/queries/find-known-company-logos.query.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RefusalError } from '../kernel/decider.js';
import type { PageHead, PageViewer } from '../platform/http/page-head.js';
import { ROOT_LOGGER } from '../platform/logging/logging.module.js';
import { GetPublicInvitation } from './queries/get-public-invitation.query.js';
import { ListInvitationProspects } from './queries/list-invitation-prospects.query.js';

/** The public invitation page's addresses (the spec's two), not their previews. */
const INVITATION_PAGE = /^\/(?:invite|networker_invitation_page)\/([^/]+)\/?$/;

/** The product's own card image, for an invitation whose operator has no photo at a web address. */
export const SHARE_CARD_IMAGE_PATH = '/social-card.png';

/**
 * The public invitation page's first HTML response: its title and link preview, so that a link shared in
 * a message unfurls with the operator's name, company and bounties (the card's words are contracts'),
 * and the invitation as GET /api/invitations/uuid/:slug answers it (the same query), with its
 * recommended prospects as anyone sees them and the logos already known for the companies it shows, so
 * that the page renders on the server and in the browser without asking for them again. A viewer
 * without a session is anyone: their answer is final. With one, the viewer may be the invitation's
 * operator, whom the route answers more: the browser asks again.
 */
@Injectable()
export class InvitationPageHeads {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /** Null for other pages and unknown invitations, and when the lookup fails: the page still loads. */
  readonly headFor = async (path: string, viewer: PageViewer): Promise<PageHead | null> => {
    const slug = INVITATION_PAGE.exec(path)?.[1];
    if (!slug) return null;
    try {
      const slugOrId = decodeURIComponent(slug);
      const invitation = await this.queries.execute(new GetPublicInvitation(slugOrId));
      const card = invitationShareCard(invitation, invitation.operatorProfile);
      // Asked for as nobody: the public shape, whoever the viewer is.
      const prospects =
        invitation.status === 'active'
          ? ((await this.queries.execute(
              new ListInvitationProspects(invitation.id, null),
            )) as PublicRecommendedProspect[])
          : null;
      const logos =
        prospects && invitation.operatorProfile
          ? await this.queries.execute(
              new FindKnownCompanyLogos(invitationPageCompanies(invitation.operatorProfile, prospects)),
            )
          : [];
      return {
        title: card.title,
        description: card.description,
        url: new URL(path, this.config.publicUrl).toString(),
        imageUrl: card.imageUrl ?? new URL(SHARE_CARD_IMAGE_PATH, this.config.publicUrl).toString(),
        queryAnswers: [
          // The same for every viewer: the route reads no session.
          {
            queryKey: queryKey('GET /api/invitations/uuid/:slug', { params: { slug: slugOrId } }),
            answer: invitation,
          },
          ...(prospects
            ? [
                {
                  queryKey: queryKey('GET /api/prospects/invitation/:invitationId', {
                    params: { invitationId: invitation.id },
                  }),
                  answer: prospects,
                  ...(viewer.hasSession ? { asAnyone: true as const } : {}),
                },
              ]
            : []),
          // The same for every viewer (never an operator's own logo: FindCompanyLogo).
          ...logos.map((answer) => ({
            queryKey: queryKey('GET /api/logo/fetch', { key: [answer.companyName] }),
            answer,
          })),
        ],
      };
    } catch (error) {
      if (!(error instanceof RefusalError) && !(error instanceof URIError)) {
        this.logger.warn({ err: error, path }, 'invitation page served without its head');
      }
      return null;
    }
  };
}
