import { applyDecorators } from '@nestjs/common';
import {
  type PasskeyAction,
  type PasskeyChallengeRequest,
  type PasskeySpecCredentialFields,
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
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { asBase64Url } from './passkey-session.js';

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

/** base64 or base64url, as the spec's clients may send either. */
const BASE64_EITHER = /^[A-Za-z0-9+/_-]+={0,2}$/;
const SpecEncodedField = (maxLength: number) =>
  applyDecorators(
    Matches(BASE64_EITHER, { message: 'must be base64url or base64' }),
    MaxLength(maxLength),
    IsString(),
    IsOptional(),
  );

/**
 * POST /api/auth/passkey/verify: the browser's credential JSON plus the email of the challenge.
 * The spec's flat names (credentialId, signature, authenticatorData, clientDataJSON, publicKey,
 * counter) are accepted in place of the WebAuthn ones; the check is the same full WebAuthn one.
 */
export class PasskeyVerifyDto implements PasskeySpecCredentialFields {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email: string;

  @ValidateIf((dto: PasskeyVerifyDto) => dto.credentialId === undefined)
  @IsBase64(BASE64URL)
  @MaxLength(1024)
  id?: string;

  @IsOptional()
  @IsBase64(BASE64URL)
  @MaxLength(1024)
  rawId?: string;

  @IsOptional()
  @IsIn(['public-key'])
  type?: 'public-key';

  @IsOptional()
  @IsIn(['platform', 'cross-platform'])
  authenticatorAttachment?: 'platform' | 'cross-platform';

  @IsOptional()
  @IsObject()
  clientExtensionResults?: object;

  @IsOptional()
  @ValidateNested()
  @Type(() => PasskeyResponseDto)
  response?: PasskeyResponseDto;

  @SpecEncodedField(1024) credentialId?: string;
  @SpecEncodedField(MAX_ENCODED_LENGTH) publicKey?: string;
  /** Starts at 0 for a new passkey; the authenticator's signed count is what is kept. */
  @IsOptional() @IsInt() @Min(0) counter?: number;
  @SpecEncodedField(MAX_ENCODED_LENGTH) signature?: string;
  @SpecEncodedField(MAX_ENCODED_LENGTH) authenticatorData?: string;
  @SpecEncodedField(MAX_ENCODED_LENGTH) clientDataJSON?: string;

  /** The credential as a registration response; null when it lacks the attestation object. */
  asRegistration(): RegistrationResponseJSON | null {
    const fields = this.credentialFields();
    const attestationObject = this.response?.attestationObject;
    const clientDataJSON = this.encoded(this.response?.clientDataJSON, this.clientDataJSON);
    if (!fields || !attestationObject || !clientDataJSON) return null;
    const publicKey = this.encoded(this.response?.publicKey, this.publicKey);
    return { ...fields, response: { ...this.response, clientDataJSON, attestationObject, publicKey } };
  }

  /** The credential as an authentication response; null when it lacks the signed data. */
  asAuthentication(): AuthenticationResponseJSON | null {
    const fields = this.credentialFields();
    const clientDataJSON = this.encoded(this.response?.clientDataJSON, this.clientDataJSON);
    const authenticatorData = this.encoded(this.response?.authenticatorData, this.authenticatorData);
    const signature = this.encoded(this.response?.signature, this.signature);
    if (!fields || !clientDataJSON || !authenticatorData || !signature) return null;
    return {
      ...fields,
      response: { clientDataJSON, authenticatorData, signature, userHandle: this.response?.userHandle },
    };
  }

  /** The WebAuthn field, else the spec's one in base64url; undefined when neither was sent. */
  private encoded(webAuthn: string | undefined, spec: string | undefined): string | undefined {
    return webAuthn ?? (spec === undefined ? undefined : asBase64Url(spec));
  }

  /** The credential's id under either name; null when the two names disagree. */
  private credentialFields() {
    const id = this.id ?? asBase64Url(this.credentialId ?? '');
    if (!id || (this.credentialId !== undefined && asBase64Url(this.credentialId) !== id)) return null;
    return {
      id,
      rawId: this.rawId ?? id,
      type: this.type ?? ('public-key' as const),
      authenticatorAttachment: this.authenticatorAttachment,
      clientExtensionResults: this.clientExtensionResults ?? {},
    };
  }
}
