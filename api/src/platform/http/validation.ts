import { BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      text.startsWith('property ') ? `Unknown field "${path}"` : text,
    );
    return [...own, ...messages(error.children ?? [], path)];
  });
}

/** Unknown fields are refused, DTOs are instantiated, and all problems come back in one message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException(messages(errors).join('; ')),
  });
}
