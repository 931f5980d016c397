import {
  NETWORKER_CONTACT_MAX_PAGE_SIZE,
  NETWORKER_CONTACT_PAGE_MESSAGES,
  NETWORKER_CONTACT_PAGE_SIZE,
  NETWORKER_CONTACT_LISTS,
  type NetworkerContactList,
} from '@referrals/contracts';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import {
  decodeNetworkerContactCursor,
  NetworkerContactPagePosition,
} from './networker-contact-page-cursor.js';
import { PageCursor, PageLimit } from '../../platform/paging/page-query.js';

/** GET /api/networker/contacts-with-status/page?section=&invitationId=&cursor=&limit= (rules bottom-up). */
export class NetworkerContactPageQueryDto {
  @IsIn(NETWORKER_CONTACT_LISTS, { message: NETWORKER_CONTACT_PAGE_MESSAGES.sectionInvalid })
  section: NetworkerContactList;

  @IsUUID('all', { message: NETWORKER_CONTACT_PAGE_MESSAGES.invitationIdInvalid })
  @IsOptional()
  invitationId?: string;

  @PageCursor(NetworkerContactPagePosition, decodeNetworkerContactCursor)
  cursor?: NetworkerContactPagePosition;

  @PageLimit(NETWORKER_CONTACT_MAX_PAGE_SIZE)
  limit: number = NETWORKER_CONTACT_PAGE_SIZE;
}
