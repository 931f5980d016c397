import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** The spec's passkeyPublicKey: checked against the passkey this session verified. */
export const PasskeyPublicKeyField = (): PropertyDecorator =>
  applyDecorators(MaxLength(2048), IsString(), IsOptional());

/** The spec's passkeyCounter: a count from 0; the server keeps the authenticator's own. */
export const PasskeyCounterField = (): PropertyDecorator =>
  applyDecorators(Min(0, { message: 'passkeyCounter must be 0 or more' }), IsInt(), IsOptional());
