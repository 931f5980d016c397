import {
  type PasskeyAction,
  type PasskeyChallengeRequest,
  type PasskeyTransport,
} from '@referrals/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBase64,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

const TRANSPORTS: readonly PasskeyTransport[] = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
];

/** Longest base64url field accepted: an attestation object with certificates stays well below it. */
const MAX_ENCODED_LENGTH = 16_384;
const BASE64URL = { urlSafe: true } as const;

export class PasskeyChallengeDto implements PasskeyChallengeRequest {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email: string;

  @IsIn(['register', 'authenticate'])
  action: PasskeyAction;

  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @MaxLength(200)
  name?: string;
}

/** The `response` of a registration (attestationObject) or an authentication (authenticatorData, signature). */
class PasskeyResponseDto {
  @IsBase64(BASE64URL)
  @MaxLength(MAX_ENCODED_LENGTH)
  clientDataJSON: string;

  @IsOptional()
  @IsBase64(BASE64URL)
  @MaxLength(MAX_ENCODED_LENGTH)
  attestationObject?: string;

  @IsOptional()
  @IsBase64(BASE64URL)
  @MaxLength(MAX_ENCODED_LENGTH)
  authenticatorData?: string;

  @IsOptional()
  @IsBase64(BASE64URL)
  @MaxLength(MAX_ENCODED_LENGTH)
  signature?: string;

  @IsOptional()
  @IsBase64(BASE64URL)
  @MaxLength(MAX_ENCODED_LENGTH)
  userHandle?: string;

  @IsOptional()
  @IsArray()
  @IsIn(TRANSPORTS, { each: true })
  transports?: PasskeyTransport[];

  @IsOptional()
  @IsInt()
  publicKeyAlgorithm?: number;

  @IsOptional()
  @IsBase64(BASE64URL)
  @MaxLength(MAX_ENCODED_LENGTH)
  publicKey?: string;
}

/** POST /api/auth/passkey/verify: the browser's credential JSON plus the email of the challenge. */
export class PasskeyVerifyDto {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email: string;

  @IsBase64(BASE64URL)
  @MaxLength(1024)
  id: string;

  @IsBase64(BASE64URL)
  @MaxLength(1024)
  rawId: string;

  @IsIn(['public-key'])
  type: 'public-key';

  @IsOptional()
  @IsIn(['platform', 'cross-platform'])
  authenticatorAttachment?: 'platform' | 'cross-platform';

  @IsObject()
  clientExtensionResults: object;

  @ValidateNested()
  @Type(() => PasskeyResponseDto)
  response: PasskeyResponseDto;

  /** The credential as a registration response; null when it lacks the attestation object. */
  asRegistration(): RegistrationResponseJSON | null {
    const { attestationObject } = this.response;
    if (!attestationObject) return null;
    return { ...this.credentialFields(), response: { ...this.response, attestationObject } };
  }

  /** The credential as an authentication response; null when it lacks the signed data. */
  asAuthentication(): AuthenticationResponseJSON | null {
    const { clientDataJSON, authenticatorData, signature, userHandle } = this.response;
    if (!authenticatorData || !signature) return null;
    return {
      ...this.credentialFields(),
      response: { clientDataJSON, authenticatorData, signature, userHandle },
    };
  }

  private credentialFields() {
    return {
      id: this.id,
      rawId: this.rawId,
      type: this.type,
      authenticatorAttachment: this.authenticatorAttachment,
      clientExtensionResults: this.clientExtensionResults,
    };
  }
}
