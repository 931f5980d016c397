import { BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';

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

/** Unknown fields are refused, DTOs are instantiated, and every field's problem comes back in one message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException(messages(errors).join('; ')),
  });
}
