import { applyDecorators } from '@nestjs/common';
import { PAGE_CURSOR_INVALID, pageLimitInvalid } from '@referrals/contracts';
import { Transform, Type } from 'class-transformer';
import { IsInstance, IsInt, IsOptional, Max, Min } from 'class-validator';

/** A page query's optional `limit`: a whole number from 1 to `maxPageSize`, else a 400 that says so. */
export function PageLimit(maxPageSize: number): PropertyDecorator {
  const message = pageLimitInvalid(maxPageSize);
  return applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(maxPageSize, { message }),
  );
}

/**
 * A page query's optional `cursor`, decoded into the position it names. A text that names none stays
 * text, which the rule refuses with a 400 (PAGE_CURSOR_INVALID).
 */
export function PageCursor<Position extends object>(
  position: new (...args: never[]) => Position,
  decode: (cursor: string) => Position | null,
): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (decode(value) ?? value) : value,
    ),
    IsInstance(position, { message: PAGE_CURSOR_INVALID }),
  );
}
