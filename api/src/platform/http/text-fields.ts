import { applyDecorators } from '@nestjs/common';
import { externalUrl } from '@referrals/contracts';
import { Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';

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

const WEB_SCHEME = /^\s*https?:\/\//i;

interface WebUrlOptions extends Pick<ValidationOptions, 'each'> {
  /** The address must be typed with its http(s) scheme (a form whose URL input asks for it). */
  schemeRequired?: boolean;
}

/** The address as stored (see externalUrl), or null when `value` is not one this field takes. */
const storedWebUrl = (value: unknown, options: WebUrlOptions): string | null => {
  if (typeof value !== 'string' || (options.schemeRequired && !WEB_SCHEME.test(value))) return null;
  return externalUrl(value);
};

const isWebUrl = (value: unknown, options: WebUrlOptions): boolean => storedWebUrl(value, options) !== null;

/** A web address as stored; anything else is left as sent, for the rule to refuse. */
const toWebUrl = (value: unknown, options: WebUrlOptions): unknown => storedWebUrl(value, options) ?? value;

/**
 * The rule of every URL field (one address, or each of a list with `each`): an http(s) address with
 * a dotted host, stored as `externalUrl` (shared with the web app) normalises it, `https://` added
 * when the scheme is left out; `javascript:`, `data:`, `file:`, `ftp:` and text that is no address
 * are refused with `message`.
 */
export const WebUrl = (message: string, options: WebUrlOptions = {}): PropertyDecorator =>
  applyDecorators(
    ValidateBy(
      { name: 'webUrl', validator: { validate: (value: unknown) => isWebUrl(value, options) } },
      { message, each: options.each },
    ),
    Transform(({ value }: { value: unknown }) =>
      options.each && Array.isArray(value)
        ? value.map((item: unknown) => toWebUrl(item, options))
        : toWebUrl(value, options),
    ),
  );

/** An optional web address (see WebUrl: the scheme may be left out); empty counts as absent. */
export const OptionalWebUrl = (maxLength: number, message: string): PropertyDecorator =>
  applyDecorators(
    MaxLength(maxLength),
    WebUrl(message),
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
