import {
  BOUNTY_MESSAGES,
  type BountyPaymentRequest,
  DEAL_VALUE_MAX,
  PAYMENT_REFERENCE_MAX_LENGTH,
  PAYOUT_METHODS,
  type PayoutMethod,
  type WonDealRequest,
} from '@referrals/contracts';
import { IsIn, IsNumber, IsString, Max, MaxLength, Min, Matches } from 'class-validator';

/** POST /api/prospects/{id}/won-deal (rules bottom-up). */
export class WonDealDto implements WonDealRequest {
  @Max(DEAL_VALUE_MAX, { message: BOUNTY_MESSAGES.dealValueInvalid })
  @Min(0.01, { message: BOUNTY_MESSAGES.dealValueInvalid })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: BOUNTY_MESSAGES.dealValueInvalid },
  )
  dealValue: number;
}

/** POST /api/prospects/{id}/bounties/{kind}/payment (rules bottom-up). */
export class BountyPaymentDto implements BountyPaymentRequest {
  @IsIn(PAYOUT_METHODS, { message: BOUNTY_MESSAGES.methodInvalid })
  method: PayoutMethod;

  @MaxLength(PAYMENT_REFERENCE_MAX_LENGTH, { message: BOUNTY_MESSAGES.referenceTooLong })
  @Matches(/\S/, { message: BOUNTY_MESSAGES.referenceRequired })
  @IsString({ message: BOUNTY_MESSAGES.referenceRequired })
  reference: string;
}
