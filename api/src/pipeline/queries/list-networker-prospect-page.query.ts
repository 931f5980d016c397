import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NetworkerProspectPage } from '@referrals/contracts';
import type { TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { NetworkerProspectPages } from '../networkers-with-prospects/networker-prospect-pages.js';

/** The contacts in the operator's own pipeline, a page after `after` (null: the first page), with who brought none yet. */
export class ListNetworkerProspectPage extends Query<NetworkerProspectPage> {
  constructor(
    readonly operatorId: string,
    readonly after: TimeIdPosition | null,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListNetworkerProspectPage)
export class ListNetworkerProspectPageHandler implements IQueryHandler<ListNetworkerProspectPage> {
  constructor(@Inject(NetworkerProspectPages) private readonly pages: NetworkerProspectPages) {}

  execute({ operatorId, after, limit }: ListNetworkerProspectPage): Promise<NetworkerProspectPage> {
    return this.pages.pageFor(operatorId, after, limit);
  }
}
