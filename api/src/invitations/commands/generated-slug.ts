import { invitationSlug } from '@referrals/contracts';
import { RefusalError } from '../../kernel/decider.js';

/** How many milliseconds on a generated link name may move when others took it first. */
const GENERATED_SLUG_ATTEMPTS = 5;

/**
 * Reserves a generated link name: the invitee's name and the time in milliseconds (spec). Another
 * invitation for someone of the same name, created in the same millisecond, may have taken it: the next
 * millisecond's name is tried then, a few times, where an operator's own choice would be refused as taken.
 * Answers the name reserved.
 */
export async function reserveGeneratedSlug(
  inviteeName: string,
  at: Date,
  reserve: (slug: string) => Promise<unknown>,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const slug = invitationSlug(inviteeName, undefined, new Date(at.getTime() + attempt));
    try {
      await reserve(slug);
      return slug;
    } catch (error) {
      const taken = error instanceof RefusalError && error.refusal.refused === 'slug_taken';
      if (!taken || attempt + 1 >= GENERATED_SLUG_ATTEMPTS) throw error;
    }
  }
}
