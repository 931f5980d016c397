import type { QueryKey } from '@referrals/contracts';
import type { ProjectionContext } from '@referrals/projections';

/**
 * A projector batch's context for a batch that must send no statement: one fails the test. It records
 * the screens the batch refreshes.
 */
export class StatementFreeContext implements ProjectionContext {
  readonly collectsInvalidations = true;
  readonly refreshedUsers: string[] = [];

  query(text: string): never {
    throw new Error(`No statement expected, got: ${text}`);
  }

  write(text: string): never {
    throw new Error(`No statement expected, got: ${text}`);
  }

  invalidateForUsers(userIds: Iterable<string>, _keys: readonly QueryKey[]): void {
    this.refreshedUsers.push(...userIds);
  }

  invalidateForRoom(): void {}
}
