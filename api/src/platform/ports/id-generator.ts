import { randomUUID } from 'node:crypto';

export const ID_GENERATOR = Symbol('ID_GENERATOR');

export interface IdGenerator {
  uuid(): string;
}

export const randomIdGenerator: IdGenerator = { uuid: () => randomUUID() };
