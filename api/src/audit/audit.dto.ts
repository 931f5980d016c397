import { AUDIT_MESSAGES as M } from '@referrals/contracts';
import { IsISO8601, IsOptional } from 'class-validator';

/** ?at=<ISO 8601 time>; now when absent. */
export class StateAtQueryDto {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: M.atInvalid })
  at?: string;
}
