import {
  type ArgumentMetadata,
  BadRequestException,
  HttpException,
  type ValidationError,
  ValidationPipe,
} from '@nestjs/common';

/**
 * One message per field: its first failing rule as the DTO reads, top to bottom. (Decorators
 * apply bottom-up, so class-validator lists a field's failures with the topmost rule last.)
 */
function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const first = Object.values(error.constraints ?? {}).at(-1);
    const own =
      first === undefined ? [] : [first.startsWith('property ') ? `Unknown field "${path}"` : first];
    return [...own, ...messages(error.children ?? [], path)];
  });
}

export const UNREADABLE_BODY_MESSAGE = 'Invalid request body: a field has a value of the wrong type.';

/**
 * class-transformer and class-validator throw TypeErrors on some input instead of refusing it
 * (an object whose `valueOf` is not a function where a number belongs; `@IsNumber({ maxDecimalPlaces })`
 * on 1e-7): that input is the caller's mistake, a 400, never a 500.
 */
class RefusingValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new BadRequestException(UNREADABLE_BODY_MESSAGE, { cause: error });
    }
  }
}

/** Unknown fields are refused, DTOs are instantiated, and every field's problem comes back in one message. */
export function createValidationPipe(): ValidationPipe {
  return new RefusingValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException(messages(errors).join('; ')),
  });
}
