import {
  NETWORKER_CONTACT_MAX_PAGE_SIZE,
  NETWORKER_CONTACT_PAGE_MESSAGES,
  NETWORKER_CONTACT_PAGE_SIZE,
  NETWORKER_CONTACT_SECTIONS,
  type NetworkerContactSection,
} from '@referrals/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInstance, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  decodeNetworkerContactCursor,
  NetworkerContactPagePosition,
} from './networker-contact-page-cursor.js';

/** GET /api/networker/contacts-with-status/page?section=&cursor=&limit= (rules bottom-up). */
export class NetworkerContactPageQueryDto {
  @IsIn(NETWORKER_CONTACT_SECTIONS, { message: NETWORKER_CONTACT_PAGE_MESSAGES.sectionInvalid })
  section: NetworkerContactSection;

  /** The position the cursor names; a text that names none stays text, which the rule refuses. */
  @IsInstance(NetworkerContactPagePosition, { message: NETWORKER_CONTACT_PAGE_MESSAGES.cursorInvalid })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (decodeNetworkerContactCursor(value) ?? value) : value,
  )
  @IsOptional()
  cursor?: NetworkerContactPagePosition;

  @Max(NETWORKER_CONTACT_MAX_PAGE_SIZE, { message: NETWORKER_CONTACT_PAGE_MESSAGES.limitInvalid })
  @Min(1, { message: NETWORKER_CONTACT_PAGE_MESSAGES.limitInvalid })
  @IsInt({ message: NETWORKER_CONTACT_PAGE_MESSAGES.limitInvalid })
  @Type(() => Number)
  @IsOptional()
  limit: number = NETWORKER_CONTACT_PAGE_SIZE;
}
