import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateIf } from 'class-validator';

/*
 * Rules are listed as they would be written as decorators, top to bottom; applyDecorators
 * applies them in list order, so they are passed bottom-up, as TypeScript applies decorators.
 */

/** An optional text field of at most `maxLength` characters. */
export const OptionalText = (maxLength: number): PropertyDecorator =>
  applyDecorators(MaxLength(maxLength), IsString(), IsOptional());

/** An optional email: empty, or containing an @ (the product's email rule). */
export const OptionalEmail = (): PropertyDecorator =>
  applyDecorators(
    Matches(/^\s*$|@/, { message: 'Please enter a valid email address.' }),
    MaxLength(254),
    IsString(),
    IsOptional(),
  );

/** An optional web address (http or https, the scheme may be left out); empty counts as absent. */
export const OptionalUrl = (maxLength: number, message: string): PropertyDecorator =>
  applyDecorators(
    MaxLength(maxLength),
    IsUrl({ require_protocol: false, protocols: ['http', 'https'] }, { message }),
    ValidateIf((_object: object, value: unknown) => typeof value !== 'string' || value.trim() !== ''),
    IsOptional(),
  );

/** Surrounding spaces are dropped before a text field is judged (and kept that way). */
export const Trimmed = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A required text field, trimmed: missing, not text or blank answers `required`; too long, `tooLong`. */
export const RequiredText = (
  maxLength: number,
  messages: { required: string; tooLong: string },
): PropertyDecorator =>
  applyDecorators(
    MaxLength(maxLength, { message: messages.tooLong }),
    IsNotEmpty({ message: messages.required }),
    IsString({ message: messages.required }),
    Trimmed(),
  );
